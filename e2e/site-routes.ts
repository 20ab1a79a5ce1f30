/** Every prerendered page with the heading a visitor sees first. */
export const PAGES = [
  { path: '/', heading: 'Chery Nigeria', title: 'Chery Nigeria | Official Site' },
  { path: '/models/arrizo-5/', heading: 'Arrizo 5' },
  { path: '/models/tiggo-2-pro/', heading: 'Tiggo 2 Pro' },
  { path: '/models/tiggo-4-pro/', heading: 'Tiggo 4 Pro' },
  { path: '/models/tiggo-8-pro/', heading: 'Tiggo 8 Pro' },
  { path: '/models/tiggo-8-pro-max/', heading: 'Tiggo 8 Pro Max' },
  { path: '/models/tiggo-9/', heading: 'Tiggo 9' },
  { path: '/about/', heading: 'About Chery Nigeria' },
  { path: '/contact/', heading: 'Contact Us' },
  { path: '/test-drive/', heading: 'Book A Test Drive' },
  { path: '/message/test-drive-success/', heading: 'Your test drive is booked' },
  { path: '/message/work-order-success/', heading: 'Your service booking is received' },
  { path: '/survey/', heading: 'How did we do?' },
  { path: '/statement/', heading: 'Legal Statement' },
] as const

export const NOT_FOUND_PATHS = ['/no-such-page/', '/models/tiggo-7-pro/', '/models/unknown/'] as const

export const NOT_FOUND_HEADING = "We couldn't find that page"
