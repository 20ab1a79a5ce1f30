/**
 * What a visitor typed, picked or ticked in a form before the page hydrated (Lite mode waits for
 * the first tap to start the scripts; a slow link or phone takes seconds) is kept. The fields work
 * in the prerendered HTML, so the browser holds the values, but the form's state does not know
 * them: react-hook-form writes its default values into the fields it registers, and React's change
 * tracking takes the typed value as the starting one, so no change event reaches the form.
 *
 * `recordEarlyInput` (main.tsx, before hydration) notes every field the visitor has changed, and
 * goes on noting them until their form takes them (./give-typing.ts, from the form's last effect in
 * components/form/use-early-input.ts: each value given to the form as a change, the focus put back).
 * Only the noting is here, in the entry: the giving loads with the forms.
 */

export type EarlyField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export const earlyInput = {
  /** The fields changed before their form took them, with the value or ticked state to give it. */
  entries: new Map<EarlyField, { value: string; checked: boolean }>(),
  /** Forms that have taken theirs: later changes are the form's own. */
  taken: new WeakSet<HTMLFormElement>(),
  focused: undefined as EarlyField | undefined,
}

export const isField = (target: unknown): target is EarlyField =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement

function note(field: EarlyField) {
  if (field.form && earlyInput.taken.has(field.form)) return
  const toggle = field.type === 'checkbox' || field.type === 'radio'
  if (!(toggle && field.type === 'radio' && !(field as HTMLInputElement).checked)) {
    earlyInput.entries.set(field, { value: field.value, checked: toggle && (field as HTMLInputElement).checked })
  }
}

/**
 * Whether the visitor changed a select. A one-line select whose HTML marks no option `selected`
 * shows its first enabled option, which is selected without being `defaultSelected`: that is the
 * page as served, not a change (else the form would be given that empty choice over its own).
 */
function selectChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options]
  // The `selected` attribute is what `defaultSelected` reflects (happy-dom, in unit tests, lacks the property).
  const served = (option: HTMLOptionElement) => option.hasAttribute('selected')
  if (select.multiple || select.size > 1) return options.some((option) => option.selected !== served(option))
  const marked = options.map(served).lastIndexOf(true)
  return select.selectedIndex !== (marked !== -1 ? marked : options.findIndex((option) => !option.disabled))
}

/** Starts noting (until `stop` aborts: the tests', whose next test has fields of its own). */
export function recordEarlyInput(stop?: AbortSignal): void {
  for (const field of document.querySelectorAll<EarlyField>('form input, form select, form textarea')) {
    const changed =
      field instanceof HTMLSelectElement
        ? selectChanged(field)
        : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
          ? field.checked !== field.defaultChecked
          : field.type !== 'hidden' && field.type !== 'file' && field.value !== field.defaultValue
    if (changed) note(field)
  }
  if (isField(document.activeElement)) earlyInput.focused = document.activeElement
  const onChange = (event: Event) => isField(event.target) && note(event.target)
  const listening = { capture: true, signal: stop }
  document.addEventListener('input', onChange, listening)
  document.addEventListener('change', onChange, listening)
  document.addEventListener('focusin', (event) => isField(event.target) && (earlyInput.focused = event.target), listening)
}
