import { useEffect, useState, type RefObject } from 'react'

/**
 * False on the server and in the hydrating render; true (for good) once the element comes within
 * `margin` of the viewport. Lazy parts of the page (the carousel engine, the 360° frame loader)
 * start from here, so they cost nothing until the visitor scrolls towards them.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
