import { CATALOGUE, MODEL_IDS, NOT_A_MODEL_ID } from '../src/config/catalogue'

/** Every prerendered page with the heading a visitor sees first. */
export const PAGES = [
  { path: '/', heading: 'Chery Nigeria', title: 'Chery Nigeria | Official Site' },
  ...MODEL_IDS.map((id) => ({ path: `/models/${id}/`, heading: CATALOGUE[id].title })),
  { path: '/models/compare/', heading: 'Compare models', title: 'Compare models | Chery Nigeria' },
  { path: '/about/', heading: 'About Chery Nigeria' },
  { path: '/contact/', heading: 'Contact Us' },
  { path: '/test-drive/', heading: 'Book a test drive' },
  // Opened directly, without a booking made in the tab (e2e/test-drive.spec.ts covers the booked case).
  { path: '/message/test-drive-success/', heading: 'No booking to show' },
  { path: '/message/work-order-success/', heading: 'No service booking to show' },
  { path: '/survey/', heading: 'How did we do?' },
  { path: '/statement/', heading: 'Legal Statement' },
  // The news index (issue 24 item 11): five articles a page, so the six sample articles make two.
  { path: '/news/', heading: 'News', title: 'News | Chery Nigeria' },
  { path: '/news/page/2/', heading: 'News', title: 'News, page 2 of 2 | Chery Nigeria' },
  { path: '/news/detail/1/', heading: 'Carloha Care 6-6-7 for every new Chery' },
  { path: '/news/detail/2/', heading: 'Chery partners the national football federation' },
  { path: '/news/detail/3/', heading: 'Free service clinic at our Lagos showrooms' },
  { path: '/news/detail/4/', heading: 'New showroom opens in Kano' },
  { path: '/news/detail/5/', heading: 'The Tiggo 9 arrives in Nigeria', title: 'The Tiggo 9 arrives in Nigeria | Chery Nigeria News' },
  { path: '/news/detail/6/', heading: 'Rainy season: five checks before the storms' },
] as const

/** The account pages: prerendered without personal data (noindex), what a logged-out visitor sees. */
export const ACCOUNT_PAGES = [
  { path: '/account/login/', heading: 'Log in' },
  { path: '/account/register/', heading: 'Create your account' },
  { path: '/account/profile/', heading: 'My account' },
  { path: '/account/password/', heading: 'Change password' },
  { path: '/account/dealer/', heading: 'Become a Chery dealer' },
] as const

export const NOT_FOUND_PATHS = ['/no-such-page/', `/models/${NOT_A_MODEL_ID}/`, '/models/unknown/', '/news/detail/99/', '/news/page/999/'] as const

export const NOT_FOUND_HEADING = "We couldn't find that page"
