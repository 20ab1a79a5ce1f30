/**
 * Contact data, showrooms and social pages (SPEC §3). All values are SAMPLE values standing in for
 * the distributor's real ones: replace them here, in one place (each showroom's position is in
 * showroom-geo.ts), then set SAMPLE_CONTACT_DATA below to false.
 */
export const SHOWROOMS = [
  {
    id: 'ketu-lagos',
    name: 'Ketu, Lagos',
    address: '12 Ikorodu Road, Ketu, Lagos',
    phone: '+234 800 000 0011',
    whatsapp: '2348000000011',
    offers: ['sales', 'service', 'parts'],
  },
  {
    id: 'maroko-lagos',
    name: 'Maroko, Lagos',
    address: '5 Admiralty Way, Lekki Phase 1, Maroko, Lagos',
    phone: '+234 800 000 0012',
    whatsapp: '2348000000012',
    offers: ['sales', 'service'],
  },
  {
    id: 'ikeja-lagos',
    name: 'Ikeja, Lagos',
    address: '48 Obafemi Awolowo Way, Ikeja, Lagos',
    phone: '+234 800 000 0013',
    whatsapp: '2348000000013',
    offers: ['sales', 'service', 'parts'],
  },
  {
    id: 'kano',
    name: 'Kano',
    address: '21 Zoo Road, Nassarawa, Kano',
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


/**
 * True while the contact data and showrooms above are the sample values: the footer says so, and a
 * production build (VITE_API_MOCKING=off) fails unless it is a demonstration (VITE_DEMO_CONTENT=on,
 * vite.config.ts). Set it to false with the distributor's own data.
 */
const SAMPLE_CONTACT_DATA = true

// Domains that can never be real (RFC 2606, RFC 6761): an address or link there is a sample whatever the flag says.
const RESERVED_DOMAIN = /(?:@|\/\/)[^\s/;@]*?(?:\.test|\.example|\.invalid|\.localhost|\bexample\.(?:com|net|org))(?![\w.-])/i

/** Whether the contact data, showrooms and links of this file are samples (the flag, or a value on a reserved domain). */
export function contactDataAreSamples(flag = SAMPLE_CONTACT_DATA, values: readonly string[] = [...Object.values(CONTACT), ...Object.values(EXTERNAL_LINKS)]): boolean {
  return flag || values.some((value) => RESERVED_DOMAIN.test(value))
}
