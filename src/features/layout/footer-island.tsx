import type { ComponentProps } from 'react'
import { island } from '@/components/island'
import type { Footer } from './Footer'
// The island gets its root class from here: that keeps the footer's style module in the first-load
// script, so its CSS is in every page's stylesheet from the first paint instead of arriving later
// with the footer's code.
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
