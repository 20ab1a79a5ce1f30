/** An absolute address to another site: http(s) or protocol-relative. */
export function isExternalUrl(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(href.trim())
}

/** Attributes every absolute external link carries (SPEC §2 link handling). */
export const EXTERNAL_LINK_ATTRIBUTES = { target: '_blank', rel: 'nofollow noreferrer noopener' } as const

/**
 * In-app redirects only go to this site's own paths: an external address is refused and logged,
 * so a crafted ?redirect= can never send a visitor elsewhere.
 */
export function safeInternalPath(target: string): string | null {
  if (isExternalUrl(target) || /^[a-z][a-z\d+.-]*:/i.test(target.trim()) || !target.startsWith('/')) {
    console.error(`Refused an in-app redirect to an external address: ${target}`)
    return null
  }
  return target
}
