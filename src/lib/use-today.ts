import { useSyncExternalStore } from 'react'
import { toIsoDate } from './booking-slots'

const subscribe = () => () => {}
const today = () => toIsoDate(new Date())
const unknownOnServer = () => null

/**
 * The browser's date ('yyyy-mm-dd'), read when the component renders in the browser; null in the
 * server render and while hydrating, so prerendered HTML never depends on the build date.
 */
export function useToday(): string | null {
  return useSyncExternalStore(subscribe, today, unknownOnServer)
}
