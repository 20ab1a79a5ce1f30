import { useCallback, useEffect, useRef } from 'react'
import { earlyInput, isField, type EarlyField } from '@/lib/early-input'
import { markHydrated } from '@/components/island'

const isToggle = (field: EarlyField): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio'

function giveToForm(field: EarlyField, entry: { value: string; checked: boolean }) {
  if (isToggle(field)) {
    // Through React's tracked setter, so the click that sets it back is a change React reports.
    field.checked = !entry.checked
    field.click()
  } else if (field instanceof HTMLSelectElement) {
    field.value = entry.value
    field.dispatchEvent(new Event('change', { bubbles: true }))
  } else {
    // React's tracker takes another value first, or it would see no change to report.
    field.value = entry.value === '' ? ' ' : ''
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, entry.value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/**
 * The field as `form` has it now: the field itself, or its twin (same id, same kind) when React
 * rendered the form anew instead of hydrating it. React does that, silently, when the boundary of
 * an island whose code is still on its way receives an urgent update (new props, or a context above
 * it changing; intended, facebook/react#22692): the prerendered fields, with what the visitor typed,
 * are replaced by empty ones. Undefined when the field is not this form's.
 */
function fieldIn(form: HTMLFormElement, field: EarlyField | undefined): EarlyField | undefined {
  if (!field) return undefined
  if (field.isConnected) return form.contains(field) ? field : undefined
  if (!field.id) return undefined
  const twin = form.ownerDocument.getElementById(field.id)
  return twin && form.contains(twin) && isField(twin) && twin.type === field.type ? twin : undefined
}

/** Gives the form what was typed into its fields before it hydrated (src/lib/early-input.ts). */
function replayEarlyInput(form: HTMLFormElement | null): void {
  if (!form) return
  earlyInput.taken.add(form)
  const focused = fieldIn(form, earlyInput.focused)
  for (const [field, entry] of [...earlyInput.entries]) {
    const current = fieldIn(form, field)
    if (field.isConnected && !current) continue
    earlyInput.entries.delete(field)
    if (current && !current.disabled) giveToForm(current, entry)
  }
  // A twin takes the focus only if the visitor's field took it with it when it was removed.
  const focusLost = focused === earlyInput.focused || !document.activeElement || document.activeElement === document.body
  if (focused && focusLost && document.activeElement !== focused) {
    focused.focus({ preventScroll: true })
    if (!(focused instanceof HTMLSelectElement) && /^(text|search|tel|url|password|textarea)$/.test(focused.type)) {
      focused.setSelectionRange(focused.value.length, focused.value.length)
    }
  }
}

/**
 * The ref callback for a form's element: once the form has mounted, what the visitor typed into it
 * before the page hydrated becomes the form's values, and the focus stays in the field the visitor
 * was in. Call it after the form's other hooks, so its effect runs after theirs (a restored draft,
 * then what was typed over it). `islandRoot`: the form is an island's root (it spreads
 * `islandPending`), marked hydrated by this ref too (island.tsx markHydrated).
 */
export function useEarlyInput({ islandRoot = false } = {}) {
  const element = useRef<HTMLFormElement | null>(null)
  useEffect(() => replayEarlyInput(element.current), [])
  return useCallback(
    (form: HTMLFormElement | null) => {
      element.current = form
      if (islandRoot) markHydrated(form)
    },
    [islandRoot],
  )
}
