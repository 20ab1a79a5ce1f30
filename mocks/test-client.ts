import type { ApiOperation } from '@/contract/operation'
import { appendQuery, serviceUrl, stringifyQuery } from '@/lib/api'

export type RawEnvelope = { code: number; message: string; data: unknown }

/**
 * Sends a payload to an operation the way the site's client encodes it and returns the raw answer,
 * so handler tests can look at envelope codes without the client turning them into errors.
 */
export async function sendOperation(
  operation: ApiOperation,
  payload?: unknown,
): Promise<{ status: number; body: RawEnvelope }> {
  const inQuery = operation.method === 'get' || operation.method === 'jsonp'
  const url = inQuery ? appendQuery(serviceUrl(operation.service, operation.path), payload) : serviceUrl(operation.service, operation.path)
  const headers: Record<string, string> = {}
  let body: string | undefined
  if (!inQuery && payload !== undefined) {
    headers['content-type'] = operation.bodyType === 'json' ? 'application/json' : 'application/x-www-form-urlencoded'
    body = operation.bodyType === 'json' ? JSON.stringify(payload) : stringifyQuery(payload)
  }
  const method = operation.method === 'jsonp' ? 'GET' : operation.method.toUpperCase()
  const response = await fetch(url, { method, headers, body })
  return { status: response.status, body: (await response.json()) as RawEnvelope }
}
