import type { ModelContent } from '../types'

/** SAMPLE copy for the demonstration site (see ../types.ts). */
const content: ModelContent = {
  bodyStyle: 'Compact SUV',
  tagline: 'Youthful design, grown-up technology.',
  summary: 'A floating roof, a sharp LED signature and a tech-rich cabin: the Tiggo 4 Pro is the SUV that keeps up with how you live.',
  intro: {
    exterior: {
      heading: 'Designed to turn heads',
      text: 'The floating roof, a wide grille with dotted chrome and full-width rear lights give the Tiggo 4 Pro a modern, planted look from every angle.',
      points: [
        { value: 'Floating', label: 'Roof design' },
        { value: '18-inch', label: 'Alloy wheels' },
        { value: 'Full-width', label: 'Rear light bar' },
      ],
    },
    interior: {
      heading: 'A cabin that feels connected',
      text: 'Twin 10.25-inch screens, wireless charging and voice control put everything at your fingertips, while ambient lighting sets the mood on the drive home.',
      points: [
        { value: '2 × 10.25″', label: 'Screens' },
        { value: 'Wireless', label: 'Phone charging' },
        { value: 'Voice', label: 'Control' },
      ],
    },
    performance: {
      heading: 'Responsive and relaxed',
      text: 'The 1.5-litre engine and CVT deliver smooth, predictable pull through traffic and relaxed cruising on the expressway.',
      points: [
        { value: '83 kW', label: 'Power' },
        { value: '138 Nm', label: 'Torque' },
        { value: 'CVT', label: 'Automatic' },
      ],
    },
    safety: {
      heading: 'Extra eyes on the road',
      text: 'A 360° camera, blind-spot monitoring and six airbags help you see more and worry less, whether you are parking or changing lanes.',
      points: [
        { value: '360°', label: 'Camera' },
        { value: '6', label: 'Airbags' },
        { value: 'Blind-spot', label: 'Monitoring' },
      ],
    },
  },
  specs: {
    transmission: 'CVT automatic',
    drive: 'Front-wheel drive',
    fuel: 'Petrol',
    seats: '5',
    boot: '340 L',
  },
  highlights: [
    { title: 'The floating roof', text: 'Blacked-out pillars let the roof hover over the body.' },
    { title: 'Twin 10.25-inch screens', text: 'A digital cluster and a touchscreen under one sweep of glass.' },
    { title: 'A 360° camera', text: 'A bird’s-eye view of the car for the tightest spaces.' },
    { title: 'Wireless charging', text: 'Drop your phone in the tray and it charges as you drive.' },
    { title: 'A comfortable five-seater', text: 'Supportive seats and rear air vents for every passenger.' },
  ],
  features: [
    { title: 'Panoramic sunroof', text: 'Light and air for every seat.' },
    { title: 'Wireless phone charging', text: 'No cables in the way.' },
    { title: 'Voice assistant', text: 'Climate, media and navigation by voice.' },
    { title: '360° camera', text: 'See every side of the car at once.' },
    { title: 'Electric driver’s seat', text: 'The right position at the touch of a switch.' },
    { title: '6 year / 200,000 km warranty', text: 'Whichever comes first, backed by our network in Lagos and Kano.' },
  ],
  closing: 'See the floating roof in daylight and try the twin screens for yourself on a test drive.',
}

export default content
