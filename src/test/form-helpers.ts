import { onTestFinished, vi } from 'vitest'
import { server } from '@mocks/node'

/** A message at the end of a field's description: a stale message that only starts the same way does not pass. */
export const endsWith = (message: string) => new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** The methods of the requests the mock API receives for `path` from now until the test ends. */
export function recordRequests(path: string): string[] {
  const methods: string[] = []
  const record = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) methods.push(request.method)
  }
  server.events.on('request:start', record)
  onTestFinished(() => {
    server.events.removeListener('request:start', record)
  })
  return methods
}

/** The forms' "today": Monday 23 November 2026, 10:00 in Lagos (only Date is faked; timers run). */
export function atMondayTenInLagos() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') })
}
