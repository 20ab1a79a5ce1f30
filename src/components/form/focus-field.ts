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
