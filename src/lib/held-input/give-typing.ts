import { earlyInput, isField, type EarlyField } from './typing'

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

/**
 * Gives a form what was typed into its fields before it hydrated (./typing.ts noted it): each value
 * as a change react-hook-form sees, and the focus back in the field the visitor was in. Loaded with
 * the forms, not in the entry.
 */
export function giveHeldTyping(form: HTMLFormElement | null): void {
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

