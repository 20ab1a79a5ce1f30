import type { ReactNode } from 'react'

export function PageHero({ heading, intro, children }: { heading: string; intro?: string; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <h1>{heading}</h1>
      {intro ? <p>{intro}</p> : null}
      {children}
    </section>
  )
}
