/** Every page's own sharing card (Open Graph, Twitter) is a 1200 × 630 JPEG made by the asset script. */
export const OG_IMAGE = { type: 'image/jpeg', width: 1200, height: 630 } as const
