import type { ModelContent } from '../types'

/** SAMPLE copy for the demonstration site (see ../types.ts). */
const content: ModelContent = {
  bodyStyle: 'Compact SUV',
  tagline: 'Small SUV, big on attitude.',
  summary: 'A high seat, a nimble size and a confident stance: the Tiggo 2 Pro is made for tight city streets and weekend escapes alike.',
  intro: {
    exterior: {
      heading: 'Compact, never ordinary',
      text: 'A bold diamond grille, rugged wheel-arch cladding and roof rails give the Tiggo 2 Pro a look far bigger than its footprint. Choose the silver with a contrasting black roof for extra character.',
      points: [
        { value: '185 mm', label: 'Ground clearance' },
        { value: 'Two-tone', label: 'Roof option' },
        { value: '16-inch', label: 'Alloy wheels' },
      ],
    },
    interior: {
      heading: 'Everything within reach',
      text: 'A driver-focused dashboard, a 9-inch touchscreen and clever storage all around make short trips pleasant and long ones easy. Fold the rear seats for room that belies the size.',
      points: [
        { value: '9-inch', label: 'Touchscreen' },
        { value: '420 L', label: 'Boot' },
        { value: '5', label: 'Seats' },
      ],
    },
    performance: {
      heading: 'Nimble where it matters',
      text: 'The 1.5-litre engine pairs with a smooth CVT for easy urban driving, and a tight turning circle makes parking by a busy market a non-event.',
      points: [
        { value: '85 kW', label: 'Power' },
        { value: '143 Nm', label: 'Torque' },
        { value: '10.4 m', label: 'Turning circle' },
      ],
    },
    safety: {
      heading: 'Peace of mind, built in',
      text: 'ABS with electronic brake-force distribution, hill-hold assist, a reversing camera and ISOFIX child-seat anchors help keep every journey calm.',
      points: [
        { value: 'ABS', label: 'With EBD' },
        { value: 'Hill-hold', label: 'Assist' },
        { value: 'ISOFIX', label: 'Child-seat anchors' },
      ],
    },
  },
  specs: {
    transmission: 'CVT automatic',
    drive: 'Front-wheel drive',
    fuel: 'Petrol',
    seats: '5',
    boot: '420 L',
  },
  highlights: [
    { title: 'A bold diamond grille', text: 'The face of the Tiggo family, sized for the city.' },
    { title: 'Two-tone style', text: 'Silver paint with a black roof: a look that stands out in any car park.' },
    { title: 'Command the road', text: 'A high driving position and 185 mm of ground clearance for potholes and kerbs.' },
    { title: 'A 9-inch touchscreen', text: 'Navigation, music and calls, with Apple CarPlay and Android Auto.' },
    { title: 'Made for city life', text: 'Compact outside, roomy inside, easy to park everywhere.' },
  ],
  features: [
    { title: 'Reversing camera with guidelines', text: 'Tight spaces, taken in your stride.' },
    { title: 'Automatic headlamps', text: 'On at dusk, in the tunnel and in the rain.' },
    { title: 'Electric folding mirrors', text: 'Fold them in at the touch of a button on narrow streets.' },
    { title: 'Bluetooth hands-free', text: 'Calls and music from your phone without touching it.' },
    { title: 'ISOFIX child-seat anchors', text: 'Secure, simple fitting for the youngest passengers.' },
    { title: '6 year / 200,000 km warranty', text: 'Whichever comes first, backed by our network in Lagos and Kano.' },
  ],
  closing: 'Take the Tiggo 2 Pro through your own neighbourhood and see how easily it fits your day.',
}

export default content
