import type { ModelContent } from '../types'

/** SAMPLE copy for the demonstration site (see ../types.ts). */
const content: ModelContent = {
  bodyStyle: '7-seat SUV',
  tagline: 'Maximum capability, maximum comfort.',
  summary: 'All-wheel drive, the strongest 2.0-litre turbo of the range and the richest equipment list: the Tiggo 8 Pro Max goes further in every sense.',
  intro: {
    exterior: {
      heading: 'Bold from every angle',
      text: 'A confident grille, red brake calipers and 20-inch multi-spoke wheels signal the Max’s intent; a contrasting roof adds a touch of tailoring.',
      points: [
        { value: '20-inch', label: 'Multi-spoke wheels' },
        { value: 'Red', label: 'Brake calipers' },
        { value: 'Two-tone', label: 'Roof' },
      ],
    },
    interior: {
      heading: 'Crafted for long distances',
      text: 'Soft leather, heated and ventilated front seats and a 15.6-inch centre screen make the longest road trip, Lagos to Abuja included, feel short.',
      points: [
        { value: '15.6-inch', label: 'Centre screen' },
        { value: '7', label: 'Seats' },
        { value: 'Ventilated', label: 'Front seats' },
      ],
    },
    performance: {
      heading: 'All-wheel drive, all conditions',
      text: 'Plenty of power, 400 Nm of torque and an intelligent all-wheel-drive system keep the Max composed through rainy-season downpours and on unpaved roads.',
      points: [
        { value: '192 kW', label: 'Power' },
        { value: '400 Nm', label: 'Torque' },
        { value: 'AWD', label: 'Intelligent' },
      ],
    },
    safety: {
      heading: 'Advanced, always on',
      text: 'Ten airbags, a 540° transparent-chassis camera and a full suite of driver assistance watch every direction at once.',
      points: [
        { value: '10', label: 'Airbags' },
        { value: '540°', label: 'Camera' },
        { value: 'Level 2', label: 'Driver assistance' },
      ],
    },
  },
  specs: {
    transmission: '7-speed dual-clutch',
    drive: 'All-wheel drive',
    fuel: 'Petrol',
    seats: '7',
    boot: '193 L (7 seats) / 889 L (5 seats)',
  },
  highlights: [
    { title: 'Intelligent all-wheel drive', text: 'Power goes where the grip is, in the wet and on gravel.' },
    { title: 'Two-tone tailoring', text: 'A contrasting roof and red calipers set the Max apart.' },
    { title: 'A 15.6-inch screen', text: 'Crisp, fast and the centre of a fully connected cabin.' },
    { title: 'A 540° camera', text: 'Even see what is under the car when you crawl over obstacles.' },
    { title: 'The strongest Tiggo 8', text: '192 kW and 400 Nm from the 2.0-litre turbo.' },
  ],
  features: [
    { title: 'Intelligent all-wheel drive', text: 'Confidence on every surface.' },
    { title: 'Heated and ventilated seats', text: 'Comfort in any weather.' },
    { title: 'Head-up display', text: 'Speed and directions in your line of sight.' },
    { title: 'Wireless Apple CarPlay', text: 'Your phone connects as you get in.' },
    { title: '540° transparent-chassis camera', text: 'A view all around and underneath.' },
    { title: '6 year / 200,000 km warranty', text: 'Whichever comes first, backed by our network in Lagos and Kano.' },
  ],
  closing: 'Experience all-wheel drive on your own route: book a Tiggo 8 Pro Max test drive today.',
}

export default content
