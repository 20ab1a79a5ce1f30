import type { ModelContent } from '../types'

/** SAMPLE copy for the demonstration site (see ../types.ts). */
const content: ModelContent = {
  bodyStyle: 'Flagship SUV',
  tagline: 'The flagship. Quietly extraordinary.',
  summary: 'Chery’s largest, most refined SUV: a long wheelbase, an eight-speed automatic and a cabin that rivals any luxury car on the road.',
  intro: {
    exterior: {
      heading: 'Understated grandeur',
      text: 'Clean horizontal lines, a star-field grille and 21-inch turbine wheels give the Tiggo 9 a calm authority that needs no excess chrome to announce it.',
      points: [
        { value: '21-inch', label: 'Turbine wheels' },
        { value: 'Star-field', label: 'Grille' },
        { value: 'Flush', label: 'Door handles' },
      ],
    },
    interior: {
      heading: 'A lounge on the move',
      text: 'Zero-gravity front seats with massage, a 15.6-inch centre screen, an augmented-reality head-up display and a 14-speaker Sony system make every journey an occasion.',
      points: [
        { value: 'Zero-gravity', label: 'Front seats' },
        { value: '15.6-inch', label: 'Centre screen' },
        { value: '14', label: 'Sony speakers' },
      ],
    },
    performance: {
      heading: 'Power with poise',
      text: 'The 2.0-litre turbo and an eight-speed automatic deliver silk-smooth shifts, while adaptive damping keeps the ride serene on any surface.',
      points: [
        { value: '192 kW', label: 'Power' },
        { value: '400 Nm', label: 'Torque' },
        { value: '8-speed', label: 'Automatic' },
      ],
    },
    safety: {
      heading: 'Protection on every side',
      text: 'A high-strength steel safety cage, ten airbags and a driver-assistance suite with 24 sensors keep watch in every direction.',
      points: [
        { value: '10', label: 'Airbags' },
        { value: '24', label: 'Sensors' },
        { value: 'AEB', label: 'Emergency braking' },
      ],
    },
  },
  specs: {
    transmission: '8-speed automatic',
    drive: 'All-wheel drive',
    fuel: 'Petrol',
    seats: '5 or 7',
    boot: '700 L (5 seats)',
  },
  highlights: [
    { title: 'Understated grandeur', text: 'Long, calm lines and 21-inch turbine wheels.' },
    { title: 'Zero-gravity seats', text: 'Recline, relax and let the massage programme do the rest.' },
    { title: 'An eight-speed automatic', text: 'Seamless shifts and quiet cruising at any speed.' },
    { title: 'Twenty-four sensors', text: 'Cameras and radars watching every side of the car.' },
    { title: 'Space for everyone', text: 'Generous room in every row, with up to seven seats.' },
  ],
  features: [
    { title: 'Massage front seats', text: 'Unwind on the way home.' },
    { title: 'Panoramic sunroof with shade', text: 'Light when you want it, cool when you need it.' },
    { title: 'Augmented-reality head-up display', text: 'Directions drawn onto the road ahead.' },
    { title: 'Cooled wireless charging', text: 'Your phone charges fast and stays cool.' },
    { title: 'Three-zone climate control', text: 'Separate comfort for driver, passenger and rear seats.' },
    { title: '6 year / 200,000 km warranty', text: 'Whichever comes first, backed by our network in Lagos and Kano.' },
  ],
  closing: 'The flagship deserves a proper introduction. Book a Tiggo 9 test drive at a showroom near you.',
}

export default content
