/**
 * A length in millimetres with thousands separators, as en-US writes it (4,820). Not
 * `toLocaleString`: its first call builds an ICU number formatter, ≈ 10 ms of the model page's
 * hydration on a phone (a long task of its own in Lighthouse), for two integers.
 */
export function formatMillimetres(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}
