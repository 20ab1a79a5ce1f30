import type { ModelContent } from '../types'

/** SAMPLE copy for the demonstration site (see ../types.ts). */
const content: ModelContent = {
  bodyStyle: 'Sedan',
  tagline: 'The smart sedan for every day in the city.',
  summary: 'Clean lines, a roomy cabin and a frugal 1.5-litre engine: the Arrizo 5 makes the daily run across Lagos feel effortless.',
  intro: {
    exterior: {
      heading: 'Sharp lines, quiet confidence',
      text: 'A wide grille, slim LED headlamps and a coupé-like roofline give the Arrizo 5 a poise that belongs in a higher class. Chrome along the waistline catches the evening light without shouting about it.',
      points: [
        { value: '16-inch', label: 'Alloy wheels' },
        { value: 'LED', label: 'Daytime running lights' },
        { value: 'Chrome', label: 'Window surround' },
      ],
    },
    interior: {
      heading: 'Space you feel from the first mile',
      text: 'A long wheelbase frees generous knee room in the back, and the 430-litre boot swallows a week of shopping or the airport run. Soft-touch trim and a 10.25-inch touchscreen keep the cabin calm.',
      points: [
        { value: '430 L', label: 'Boot' },
        { value: '10.25-inch', label: 'Touchscreen' },
        { value: '5', label: 'Seats' },
      ],
    },
    performance: {
      heading: 'Light on its feet, lighter on fuel',
      text: 'The 1.5-litre engine and a smooth CVT are tuned for stop-start traffic, with the response you want on the Third Mainland Bridge and the economy you want at the pump.',
      points: [
        { value: '85 kW', label: 'Power' },
        { value: '141 Nm', label: 'Torque' },
        { value: 'CVT', label: 'Automatic' },
      ],
    },
    safety: {
      heading: 'Looking out for you',
      text: 'Six airbags, electronic stability control, a reversing camera and rear parking sensors come as standard, on a body built with high-strength steel.',
      points: [
        { value: '6', label: 'Airbags' },
        { value: 'ESP', label: 'Stability control' },
        { value: 'Camera', label: 'Reversing aid' },
      ],
    },
  },
  specs: {
    transmission: 'CVT automatic',
    drive: 'Front-wheel drive',
    fuel: 'Petrol',
    seats: '5',
    boot: '430 L',
  },
  highlights: [
    { title: 'A coupé-like profile', text: 'A low, flowing roofline and a short rear deck give the Arrizo 5 the proportions of a bigger car.' },
    { title: 'Room for five', text: 'Flat rear floor, wide doors and deep seats: three adults sit comfortably in the back.' },
    { title: 'Connected every day', text: 'Apple CarPlay and Android Auto put your maps, music and calls on the 10.25-inch screen.' },
    { title: 'Frugal by design', text: 'A light body and a smooth CVT keep fuel stops few and far between.' },
    { title: 'Carloha Care 6-6-7', text: 'Six years of warranty, six years of free service and repairs within seven days.' },
  ],
  features: [
    { title: 'Keyless entry and push-button start', text: 'Walk up, get in and go with the key in your pocket.' },
    { title: 'Automatic climate control', text: 'Set the temperature once; the cabin holds it through the midday heat.' },
    { title: 'Cruise control', text: 'Relaxed, steady speed on the expressway.' },
    { title: 'Apple CarPlay and Android Auto', text: 'Your phone’s apps on the touchscreen, hands on the wheel.' },
    { title: 'Tyre pressure monitoring', text: 'A warning before a slow puncture becomes a problem.' },
    { title: '6 year / 200,000 km warranty', text: 'Whichever comes first, backed by our network in Lagos and Kano.' },
  ],
  closing: 'Feel how easy city driving can be. A showroom in Lagos or Kano has an Arrizo 5 waiting for you.',
}

export default content
