import { delay, http } from 'msw'
import { serviceBaseUrl } from '@/lib/api'
import { getMockLatency } from '../latency'

/**
 * First in the handler list: waits, then answers nothing, so the call's own handler answers it.
 * Only the two API hosts: the site's own files never wait.
 */
export const latencyHandlers = (['site', 'passport'] as const).map((service) =>
  http.all(`${serviceBaseUrl(service)}/*`, async () => {
    const ms = getMockLatency()
    if (ms > 0) await delay(ms)
  }),
)
