import { useEffect, useRef, type ReactNode } from 'react'

type PageHeroProps = {
  heading: string
  intro?: string
  /**
   * Moves focus to the heading when the page appears: for pages a form leads to (a confirmation),
   * so a keyboard or screen-reader user lands on the outcome instead of the top of the document.
   */
  focusHeading?: boolean
  children?: ReactNode
}

export function PageHero({ heading, intro, focusHeading = false, children }: PageHeroProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus({ preventScroll: true })
  }, [focusHeading])
  return (
    <section className="page-hero">
      <h1 ref={headingRef} tabIndex={focusHeading ? -1 : undefined}>
        {heading}
      </h1>
      {intro ? <p>{intro}</p> : null}
      {children}
    </section>
  )
}
