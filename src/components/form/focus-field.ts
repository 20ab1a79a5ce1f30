/**
 * Moves focus to a form control by id; for a group (fieldset), to its first checked or first
 * enabled input. Scrolls it into view below the fixed header.
 */
export function focusField(id: string): boolean {
  const element = document.getElementById(id)
  if (!element) return false
  const target =
    element instanceof HTMLFieldSetElement
      ? (element.querySelector<HTMLInputElement>('input:checked') ?? element.querySelector<HTMLInputElement>('input:not([disabled])'))
      : element
  if (!target) return false
  target.focus({ preventScroll: true })
  target.scrollIntoView({ block: 'center' })
  return true
}

/**
 * After a failed submit: focuses the first field in error and scrolls the error summary (which names
 * every problem) to the top of the window below the fixed header, unless the field would then be out
 * of view; focus alone scrolled the field to the middle and left the summary under the header.
 */
export function focusFieldBelowSummary(summaryId: string, id: string): boolean {
  if (!focusField(id)) return false
  const summary = document.getElementById(summaryId)
  const focused = document.activeElement
  if (!summary || !focused) return true
  summary.scrollIntoView({ block: 'start' })
  if (focused.getBoundingClientRect().bottom > window.innerHeight) focused.scrollIntoView({ block: 'nearest' })
  return true
}
