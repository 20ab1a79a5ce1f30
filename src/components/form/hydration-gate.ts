/**
 * A form's controls are rendered inside `<fieldset disabled ref={enableOnMount}>`: disabled in the
 * prerendered HTML (nothing typed before the form's script runs could be kept), enabled by the DOM
 * as soon as React has mounted the form. React's `disabled` prop never changes, so enabling costs
 * no re-render of the form (a state flip right after hydration re-renders the whole form at once,
 * a long task on slow phones).
 */
export function enableOnMount(element: HTMLFieldSetElement | null): void {
  if (element) element.disabled = false
}
