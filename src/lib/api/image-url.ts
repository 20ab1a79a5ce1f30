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

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

function resizeParameter(width?: number, height?: number): string | undefined {
  const parts: string[] = []
  if (width !== undefined && width > 0) parts.push(`w_${Math.round(width)}`)
  if (height !== undefined && height > 0) parts.push(`h_${Math.round(height)}`)
  return parts.length > 0 ? `resize=${parts.join(',')}` : undefined
}

/**
 * The address of an image (SPEC §7). A full address (http://, https:// or //) is returned as is.
 * Otherwise the address is built, in order of precedence: temporary image (TEMPORARY_IMAGE_PREFIX)
 * on the API host, then `${baseURI}/images/<path>`, then `${VITE_IMAGES_BASE_URL}/images/<path>`
 * (an empty base means this site's origin); a width or height adds `resize=w_<w>,h_<h>`.
 */
export function imageUrl(src: string, { width, height, baseURI }: ImageUrlOptions = {}): string {
  if (FULL_ADDRESS.test(src)) return src

  let address: string
  if (src.startsWith(TEMPORARY_IMAGE_PREFIX)) {
    address = joinUrl(`${env.VITE_API_BASE_URL.replace(/\/+$/, '')}/temporary-images`, src.slice(TEMPORARY_IMAGE_PREFIX.length))
  } else {
    address = joinUrl(`${(baseURI || env.VITE_IMAGES_BASE_URL).replace(/\/+$/, '')}/images`, src)
  }

  const resize = resizeParameter(width, height)
  if (!resize) return address
  return `${address}${address.includes('?') ? '&' : '?'}${resize}`
}
