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
  // What the service worker opens for a page not kept on the phone (decision 033); online, its list is empty.
  { path: '/offline/', heading: 'You are offline' },
] as const

/** Pages prerendered with noindex and kept out of the sitemap, besides the account pages. */
export const isOutOfSitemap = (path: string) => path.startsWith('/message/') || path === '/offline/'

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

/** A page's template: the model pages share one layout, as do the news articles and the news index's pages. */
const templateOf = (path: string) =>
  path.replace(/^\/models\/(?!compare\/)[^/]+\/$/, '/models/:id/').replace(/^\/news\/detail\/[^/]+\/$/, '/news/detail/:id/').replace(/^\/news\/page\/[^/]+\/$/, '/news/')

/**
 * One page of each template, the one with the longest heading (its lines break the most), in the
 * order of the lists above. A whole-site sweep visits these in both languages instead of every page
 * (issue 39: the same component is not checked once per model or article); what differs per page
 * (its words, metadata, markup) is checked on every built page without a browser (build-checks/).
 */
export const TEMPLATE_PAGES: ReadonlyArray<{ path: string; heading: string }> = [
  ...[...PAGES, ...ACCOUNT_PAGES]
    .reduce((chosen, page) => {
      const template = templateOf(page.path)
      if ((chosen.get(template)?.heading.length ?? -1) < page.heading.length) chosen.set(template, page)
      return chosen
    }, new Map<string, { path: string; heading: string }>())
    .values(),
]
