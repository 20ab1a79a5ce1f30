import { env } from '@/config/env'

/**
 * Marks an image that was just uploaded and lives in the API's temporary store, e.g.
 * 'tmp:2026/05/abc.jpg' → `${VITE_API_BASE_URL}/temporary-images/2026/05/abc.jpg`.
 */
export const TEMPORARY_IMAGE_PREFIX = 'tmp:'

export type ImageUrlOptions = {
  width?: number
  height?: number
  /** An alternate images origin from the app context; replaces VITE_IMAGES_BASE_URL. */
  baseURI?: string
}

const FULL_ADDRESS = /^(?:https?:)?\/\//i
/** Stands for this site's own origin while an address is checked: a site-relative address resolves to it. */
const THIS_SITE = 'https://this-site.invalid'

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

function resizeParameter(width?: number, height?: number): string | undefined {
  const parts: string[] = []
  if (width !== undefined && width > 0) parts.push(`w_${Math.round(width)}`)
  if (height !== undefined && height > 0) parts.push(`h_${Math.round(height)}`)
  return parts.length > 0 ? `resize=${parts.join(',')}` : undefined
}

function originOf(address: string): string | undefined {
  try {
    return new URL(address, THIS_SITE).origin
  } catch {
    return undefined
  }
}

/**
 * Whether an address is this site's own (site-relative) or on a configured images host: the images
 * host (this site when VITE_IMAGES_BASE_URL is empty), the context's alternate base, and for a
 * temporary image the API host. The address is resolved the way a browser resolves it, so that
 * '//host', '/\host' and the like count as the foreign hosts they are.
 */
function isAccepted(address: string, baseURI: string | undefined, temporary: boolean): boolean {
  const origin = originOf(address)
  if (origin === undefined) return false
  const accepted = [THIS_SITE, env.VITE_IMAGES_BASE_URL || env.VITE_SITE_URL, baseURI, temporary ? env.VITE_API_BASE_URL : undefined]
  return accepted.some((base) => base && originOf(base) === origin)
}

/** A dropped address is reported where the prerender runs: the build log names the content to fix. */
function reportDropped(src: string): void {
  if (!import.meta.env.SSR) return
  console.warn(`Image address dropped, not on this site or its images host: ${JSON.stringify(src)}`)
}

/**
 * The address of an image (SPEC §7), or undefined when the rule drops it. A full address
 * (http://, https:// or //) is used as is when it is on a configured images host. Otherwise the
 * address is built, in order of precedence: temporary image (TEMPORARY_IMAGE_PREFIX) on the API
 * host, then `${baseURI}/images/<path>`, then `${VITE_IMAGES_BASE_URL}/images/<path>` (an empty base
 * means this site's origin); a width or height adds `resize=w_<w>,h_<h>`. Anything that would
 * resolve to another host (content from the API such as 'https://tracker.example/pixel') is dropped
 * and logged at build time. For addresses from content; the site's own files use imageUrl.
 */
export function imageAddress(src: string, { width, height, baseURI }: ImageUrlOptions = {}): string | undefined {
  const temporary = src.startsWith(TEMPORARY_IMAGE_PREFIX)
  let address: string
  if (FULL_ADDRESS.test(src)) {
    address = src
  } else if (temporary) {
    address = joinUrl(`${env.VITE_API_BASE_URL.replace(/\/+$/, '')}/temporary-images`, src.slice(TEMPORARY_IMAGE_PREFIX.length))
  } else {
    address = joinUrl(`${(baseURI || env.VITE_IMAGES_BASE_URL).replace(/\/+$/, '')}/images`, src)
  }

  if (!isAccepted(address, baseURI, temporary)) {
    reportDropped(src)
    return undefined
  }
  if (FULL_ADDRESS.test(src)) return src

  const resize = resizeParameter(width, height)
  if (!resize) return address
  return `${address}${address.includes('?') ? '&' : '?'}${resize}`
}

/** A file of this site itself ('/media/banner-loop-poster.jpg'), or undefined when the path leads to another host ('/\host/…'). */
export function siteFileAddress(path: string): string | undefined {
  if (originOf(path) === THIS_SITE) return path
  reportDropped(path)
  return undefined
}

/**
 * The address of one of the site's own images (a path in its code or configuration): imageAddress's
 * rule, for paths it never drops. A dropped one is a mistake in the code, hence the error.
 */
export function imageUrl(src: string, options: ImageUrlOptions = {}): string {
  const address = imageAddress(src, options)
  if (address === undefined) throw new Error(`The image address ${JSON.stringify(src)} is not on this site or its images host`)
  return address
}
