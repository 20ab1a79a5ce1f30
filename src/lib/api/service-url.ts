import { env } from '@/config/env'
import type { ApiService } from './types'

export function serviceBaseUrl(service: ApiService): string {
  const base = service === 'passport' ? env.VITE_PASSPORT_BASE_URL : env.VITE_API_BASE_URL
  return base.replace(/\/+$/, '')
}

/** The absolute address of a path on a service host (absolute, so it also works during prerendering in Node). */
export function serviceUrl(service: ApiService, path: string): string {
  return `${serviceBaseUrl(service)}/${path.replace(/^\/+/, '')}`
}
