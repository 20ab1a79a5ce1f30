// Original line icons (24 × 24, stroked in currentColor) and the abstract brand mark.
// Social icons are deliberately generic: a circle with the network's initial, never a logo.

import { f } from './util.mjs'

const BRAND_RED = '#C7001F'

const icon = (content, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" data-icon="${label}">${content}</svg>\n`

function gear(cx, cy, rOut, rIn, teeth) {
  const pts = []
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2
    const step = (Math.PI * 2) / teeth
    for (const [da, r] of [[-0.22, rIn], [-0.12, rOut], [0.12, rOut], [0.22, rIn]]) {
      const aa = a + da * step * 2
      pts.push(`${f(cx + Math.cos(aa) * r)} ${f(cy + Math.sin(aa) * r)}`)
    }
  }
  return `M${pts.join('L')}Z`
}

export const ICONS = {
  warranty: icon('<path d="M12 2.8l7.2 2.9v5.1c0 4.6-3 8.6-7.2 10.4-4.2-1.8-7.2-5.8-7.2-10.4V5.7z"/><path d="M8.6 12.1l2.4 2.4 4.5-4.7"/>', 'warranty'),
  'free-service': icon(`<path d="${gear(12, 12, 9.2, 7.2, 8)}"/><circle cx="12" cy="12" r="3"/>`, 'free-service'),
  'repair-7-days': icon('<rect x="3.5" y="5" width="17" height="15.5" rx="2.5"/><path d="M3.5 9.5h17M8 3v4M16 3v4"/><path d="M9.2 12.6h5.6l-3.2 5.6"/>', 'repair-7-days'),
  'test-drive': icon('<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="2.2"/><path d="M3.3 10.6c2.9-.8 5.8-.8 6.6 0M20.7 10.6c-2.9-.8-5.8-.8-6.6 0M12 14.2v6.6"/>', 'test-drive'),
  phone: icon('<path d="M6.2 3.5h2.9l1.6 4.1-2.1 1.4a11.4 11.4 0 0 0 6.4 6.4l1.4-2.1 4.1 1.6v2.9a2 2 0 0 1-2.1 2A16.6 16.6 0 0 1 4.2 5.6a2 2 0 0 1 2-2.1z"/>', 'phone'),
  mail: icon('<rect x="3" y="5" width="18" height="14" rx="2.5"/><path d="M3.8 6.6l8.2 6.3 8.2-6.3"/>', 'mail'),
  'map-pin': icon('<path d="M12 21.2s-6.8-6-6.8-11.5a6.8 6.8 0 0 1 13.6 0c0 5.5-6.8 11.5-6.8 11.5z"/><circle cx="12" cy="9.6" r="2.5"/>', 'map-pin'),
  clock: icon('<circle cx="12" cy="12" r="9"/><path d="M12 7v5.2l3.4 2"/>', 'clock'),
  whatsapp: icon('<path d="M12 3a9 9 0 0 0-7.7 13.6L3.2 20.8l4.3-1.1A9 9 0 1 0 12 3z"/><path d="M8.2 9.4l1.3 5.2 2.5-3.9 2.5 3.9 1.3-5.2"/>', 'whatsapp'),
  twitter: icon('<circle cx="12" cy="12" r="9"/><path d="M9 9l6 6M15 9l-6 6"/>', 'twitter'),
  tiktok: icon('<circle cx="12" cy="12" r="9"/><path d="M8.6 8.6h6.8M12 8.6v7.2"/>', 'tiktok'),
  instagram: icon('<circle cx="12" cy="12" r="9"/><path d="M10 8.2h4M12 8.2v7.6M10 15.8h4"/>', 'instagram'),
  facebook: icon('<circle cx="12" cy="12" r="9"/><path d="M14.6 8.2h-2.4a1.2 1.2 0 0 0-1.2 1.2v6.6M9.4 12h4.4"/>', 'facebook'),
}

/**
 * The brand mark, 64 × 64 user units: a red rounded square crossed by a white winding road
 * with a dashed red centre line. Abstract and original; no lettering.
 */
export function brandMarkBody({ dashes = true } = {}) {
  const road = 'M12.5 50.5C33 50.5 31 13.5 51.5 13.5'
  return (
    `<rect x="2" y="2" width="60" height="60" rx="15" fill="${BRAND_RED}"/>` +
    `<path d="${road}" fill="none" stroke="#ffffff" stroke-width="12.5" stroke-linecap="round"/>` +
    (dashes ? `<path d="${road}" fill="none" stroke="${BRAND_RED}" stroke-width="2.2" stroke-linecap="round" stroke-dasharray="3.2 4.2"/>` : '')
  )
}

/** Full mark; at favicon sizes (≤ 32 px) the centre dashes are dropped so the road stays crisp. */
export function brandMarkSvg(size = 64) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${brandMarkBody({ dashes: size > 32 })}</svg>\n`
}
