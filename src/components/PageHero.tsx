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
  /** For a page whose content is a narrower column: sets --page-hero-column (global.css) to its width. */
  className?: string
}

export function PageHero({ heading, intro, focusHeading = false, children, className }: PageHeroProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus({ preventScroll: true })
  }, [focusHeading])
  return (
    <section className={className ? `page-hero ${className}` : 'page-hero'}>
      <div>
        <h1 ref={headingRef} tabIndex={focusHeading ? -1 : undefined}>
          {heading}
        </h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}
