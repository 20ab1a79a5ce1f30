import { useEffect } from 'react'
import { atom, useSetAtom } from 'jotai'

/**
 * How many mounted parts of the page need a solid header because no dark hero lies behind it (the
 * not-found and error pages): the header is then in its fixed mode (SPEC §2), folded from the start.
 */
export const solidHeaderRequestsAtom = atom(0)

/** Marks the element of a page that needs a solid header (Header.module.css reads it). */
const SOLID_HEADER_ATTRIBUTE = 'data-solid-header'

/**
 * Puts the header in fixed mode while the calling component is mounted. Spread the returned
 * attribute on its root element: it makes the prerendered page's header solid before the scripts
 * run, when no effect has registered the request yet.
 */
export function useSolidHeader(): { [SOLID_HEADER_ATTRIBUTE]: '' } {
  const setRequests = useSetAtom(solidHeaderRequestsAtom)
  useEffect(() => {
    setRequests((count) => count + 1)
    return () => setRequests((count) => count - 1)
  }, [setRequests])
  return { [SOLID_HEADER_ATTRIBUTE]: '' }
}
