import type { ReactNode } from 'react'
import styles from './confirmation.module.css'

/** The reference of a confirmed submission, large and easy to copy. */
export function ReferenceCard({ label, reference, note }: { label: string; reference: string; note?: string }) {
  return (
    <div className={styles.reference}>
      <p className={styles.referenceLabel}>{label}</p>
      <p className={styles.referenceValue}>{reference}</p>
      {note ? <p className={styles.referenceNote}>{note}</p> : null}
    </div>
  )
}

export type SummaryEntry = { label: string; value: ReactNode }

/** What was submitted, as a description list. Values are text: markup typed by a visitor shows as typed. */
export function SummaryList({ title, entries }: { title: string; entries: readonly SummaryEntry[] }) {
  return (
    <section className={styles.summary} aria-labelledby="confirmation-summary-title">
      <h2 id="confirmation-summary-title" className={styles.summaryTitle}>
        {title}
      </h2>
      <dl className={styles.list}>
        {entries.map((entry) => (
          <div key={entry.label} className={styles.row}>
            <dt>{entry.label}</dt>
            <dd>{entry.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * The frame of a success page below its hero. While `pending` (server render and hydration, before
 * the browser's stored result is read) it is an empty block of the same place, so nothing the
 * prerendered page showed is removed afterwards.
 */
export function ConfirmationLayout({ pending = false, children }: { pending?: boolean; children: ReactNode }) {
  return <div className={`container ${styles.layout} ${pending ? styles.pending : ''}`}>{pending ? null : children}</div>
}

/** Offers a text file made in the browser as a download, e.g. an .ics calendar entry. */
export function downloadTextFile(fileName: string, contents: string, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}

export function ConfirmationActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}

export { styles as confirmationStyles }
