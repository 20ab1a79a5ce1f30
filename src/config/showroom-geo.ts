import type { ShowroomId } from './site'

export type LatLng = { latitude: number; longitude: number }

/**
 * Each showroom's position: APPROXIMATE SAMPLE coordinates near its sample address, to be replaced
 * with the distributor's real ones. Used by the contact page's showroom finder (directions, "Nearest
 * to me") and the AutoDealer JSON-LD. Kept apart from SHOWROOMS so that the pages which only list
 * the showrooms (the footer on every page) do not load them.
 */
export const SHOWROOM_GEO: Record<ShowroomId, LatLng> = {
  'ketu-lagos': { latitude: 6.5964, longitude: 3.3903 },
  'maroko-lagos': { latitude: 6.4474, longitude: 3.472 },
  'ikeja-lagos': { latitude: 6.6018, longitude: 3.3515 },
  kano: { latitude: 11.9706, longitude: 8.5306 },
}

/** Directions to a position in Google Maps: a plain link (no map tiles, no script on the site). */
export function mapDirectionsUrl(geo: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${geo.latitude},${geo.longitude}`
}
