import type { ComponentProps } from 'react'
import { island } from '@/components/island'
import type { Footer } from './Footer'
// The island gets its root class from here: that keeps the footer's style module in the first-load
// script, so its CSS is part of every page's one stylesheet. Imported by Footer alone, it would be
// a stylesheet of its own, linked in <head> by the prerender (decision 018): one more
// render-blocking request on every page.
import styles from './Footer.module.css'

/**
 * The footer, prerendered in full on every page but hydrated from its own chunk (island.tsx): it
 * is below the fold, so its code stays out of the first load and its hydration out of the first
 * long task.
 */
const footer = island(() => import('./Footer').then((module) => module.Footer))

export function FooterIsland(props: Omit<ComponentProps<typeof Footer>, 'className'>) {
  return <footer.Island {...props} className={styles.footer} />
}
