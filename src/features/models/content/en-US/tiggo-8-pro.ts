import type { ModelContent } from '../types'

/** SAMPLE copy for the demonstration site (see ../types.ts). */
const content: ModelContent = {
  bodyStyle: '7-seat SUV',
  tagline: 'Seven seats. First class everywhere.',
  summary: 'A turbocharged 2.0-litre engine, three rows of seats and a cabin finished like a lounge: the Tiggo 8 Pro is made for families who refuse to compromise.',
  intro: {
    exterior: {
      heading: 'Presence, refined',
      text: 'A wide chrome-framed grille, crystal-effect LED lamps and 20-inch wheels give the Tiggo 8 Pro the stance of a flagship, with chrome tracing the side windows from nose to tail.',
      points: [
        { value: '20-inch', label: 'Alloy wheels' },
        { value: 'Full LED', label: 'Lighting' },
        { value: 'Chrome', label: 'Window line' },
      ],
    },
    interior: {
      heading: 'Three rows of comfort',
      text: 'Quilted leather, a 12.3-inch digital cluster with a matching touchscreen and an eight-speaker Sony system turn every trip into a first-class journey, even for the third row.',
      points: [
        { value: '7', label: 'Seats' },
        { value: '2 × 12.3″', label: 'Screens' },
        { value: '8', label: 'Sony speakers' },
      ],
    },
    performance: {
      heading: 'Effortless power',
      text: 'The 2.0-litre turbo sends its power through a seven-speed dual-clutch gearbox, for confident overtaking with the whole family on board.',
      points: [
        { value: '187 kW', label: 'Power' },
        { value: '390 Nm', label: 'Torque' },
        { value: '7-speed', label: 'Dual-clutch' },
      ],
    },
    safety: {
      heading: 'Your family’s guardian',
      text: 'Adaptive cruise control, autonomous emergency braking, lane-keeping assist and eight airbags keep watch on every journey.',
      points: [
        { value: '8', label: 'Airbags' },
        { value: 'AEB', label: 'Emergency braking' },
        { value: 'Adaptive', label: 'Cruise control' },
      ],
    },
  },
  specs: {
    transmission: '7-speed dual-clutch',
    drive: 'Front-wheel drive',
    fuel: 'Petrol',
    seats: '7',
    boot: '193 L (7 seats) / 889 L (5 seats)',
  },
  highlights: [
    { title: 'Flagship presence', text: 'A wide grille and 20-inch wheels announce it from a distance.' },
    { title: 'A lounge-like cabin', text: 'Quilted leather and soft ambient light in all three rows.' },
    { title: 'A 2.0-litre turbo', text: 'Strong, smooth pull with seven people and their luggage.' },
    { title: 'Driver assistance', text: 'Adaptive cruise and lane-keeping take the strain out of long trips.' },
    { title: 'Room for seven', text: 'Fold the third row flat for almost 900 litres of luggage space.' },
  ],
  features: [
    { title: 'Panoramic sunroof', text: 'Open sky over the first and second rows.' },
    { title: 'Three-zone climate control', text: 'Everyone sets their own temperature.' },
    { title: 'Ventilated front seats', text: 'Cool comfort on the hottest afternoons.' },
    { title: 'Powered tailgate', text: 'Opens and closes at the press of a button.' },
    { title: 'Adaptive cruise control', text: 'Keeps its distance to the car ahead, on its own.' },
    { title: '6 year / 200,000 km warranty', text: 'Whichever comes first, backed by our network in Lagos and Kano.' },
  ],
  closing: 'Bring the family and try all three rows: a Tiggo 8 Pro is ready at your nearest showroom.',
}

export default content
