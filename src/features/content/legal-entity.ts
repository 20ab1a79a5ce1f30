/**
 * The company behind the site as the legal statement and privacy notice name it. SAMPLE values,
 * like the contact data in src/config/site.ts: replace them with the distributor's registered
 * details before going live.
 */
export const LEGAL_ENTITY = {
  company: 'Sample Motors Nigeria Limited',
  registration: 'RC 0000000, a sample number',
  address: '12 Ikorodu Road, Ketu, Lagos, Nigeria',
  privacyEmail: 'privacy@chery-nigeria.test',
  /** The same sample details as a Chinese page shows them (the registered name stays a sample too). */
  zh: {
    company: '示例汽车尼日利亚有限公司',
    registration: 'RC 0000000，示例编号',
    address: '尼日利亚拉各斯 Ketu 区 Ikorodu 路 12 号',
  },
  /** Date the statement was last reviewed, yyyy-mm-dd. */
  updated: '2026-05-01',
} as const
