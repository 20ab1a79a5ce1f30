import { useBrowserStore } from './hydration'
import { showroomToday } from './showroom-clock'

const subscribe = () => () => {}
const today = () => showroomToday(new Date())
const unknownOnServer = () => null

/**
 * The showrooms' date in Lagos ('yyyy-mm-dd'), read when the component renders in the browser
 * (whatever the visitor's time zone); null in the server render and while hydrating, so prerendered
 * HTML never depends on the build date.
 */
export function useToday(): string | null {
  return useBrowserStore(subscribe, today, unknownOnServer)
}
