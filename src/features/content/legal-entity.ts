/**
 * The company behind the site as the legal statement and privacy notice name it. SAMPLE values,
 * like the contact data in src/config/site.ts: replace them with the distributor's registered
 * details before going live.
 */
export const LEGAL_ENTITY = {
  company: 'Sample Motors Nigeria Limited',
  registration: 'RC 0000000, a sample number',
  address: '12 Ikorodu Road, Ketu, Lagos, Nigeria (sample address)',
  privacyEmail: 'privacy@chery-nigeria.test',
  /** Date the statement was last reviewed, yyyy-mm-dd. */
  updated: '2026-05-01',
} as const
