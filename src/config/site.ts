import type { TFunction } from 'i18next'

/**
 * Contact data, showrooms and social pages (SPEC §3). All values are SAMPLE values standing in for
 * the distributor's real ones: replace them here, in one place (each showroom's position is in
 * showroom-geo.ts).
 */
export const SHOWROOMS = [
  {
    id: 'ketu-lagos',
    name: 'Ketu, Lagos',
    address: '12 Ikorodu Road, Ketu, Lagos (sample address)',
    phone: '+234 800 000 0011',
    whatsapp: '2348000000011',
    offers: ['sales', 'service', 'parts'],
  },
  {
    id: 'maroko-lagos',
    name: 'Maroko, Lagos',
    address: '5 Admiralty Way, Lekki Phase 1, Maroko, Lagos (sample address)',
    phone: '+234 800 000 0012',
    whatsapp: '2348000000012',
    offers: ['sales', 'service'],
  },
  {
    id: 'ikeja-lagos',
    name: 'Ikeja, Lagos',
    address: '48 Obafemi Awolowo Way, Ikeja, Lagos (sample address)',
    phone: '+234 800 000 0013',
    whatsapp: '2348000000013',
    offers: ['sales', 'service', 'parts'],
  },
  {
    id: 'kano',
    name: 'Kano',
    address: '21 Zoo Road, Nassarawa, Kano (sample address)',
    phone: '+234 800 000 0014',
    whatsapp: '2348000000014',
    offers: ['sales', 'service'],
  },
] as const

export type Showroom = (typeof SHOWROOMS)[number]
export type ShowroomId = Showroom['id']

export const CONTACT = {
  phones: '+234 800 000 0001; +234 800 000 0002; +234 800 000 0003',
  phoneCarloha: '+234 800 000 0004',
  phoneAbuja: '+234 800 000 0005',
  phoneAfterSale: '+234 800 000 0006',
  email: 'info@chery-nigeria.test',
  afterSalesEmail: 'aftersales@chery-nigeria.test',
  whatsappMessageId: 'CHERYNG',
  code: 'CHERY-NG',
  openingHours: 'Mon-Fri 9am-6pm / Sat 10am-4pm',
} as const

export const EXTERNAL_LINKS = {
  distributorSite: 'https://distributor.example.com/',
  afterSales: 'https://distributor.example.com/after-sales/',
  whatsapp: `https://wa.me/message/${CONTACT.whatsappMessageId}`,
  twitter: 'https://twitter.com/example',
  tiktok: 'https://www.tiktok.com/@example',
  instagram: 'https://www.instagram.com/example/',
  facebook: 'https://www.facebook.com/example',
} as const

export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}


const SAMPLE_ADDRESS = /\s*\(sample address\)$/

/**
 * A showroom's address as a page in the visitor's language shows it: the street stays as written
 * (addresses stay Latin), the "sample address" marker is said in that language (`common:sampleAddress`,
 * "{{address}} (sample address)" / "{{address}}（示例地址）").
 */
export function displayAddress(address: string, tCommon: TFunction): string {
  return SAMPLE_ADDRESS.test(address) ? tCommon('sampleAddress', { address: address.replace(SAMPLE_ADDRESS, '') }) : address
}
