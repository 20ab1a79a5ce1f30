// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest'
import { withChangedAnswer } from './check-api'
import { describeOperations, documentExampleContext } from './contract-model'

afterEach(() => vi.useRealTimers())

it('changes a valid answer of every call with an idempotency key, keeping it valid (for the 422 check)', () => {
  const context = documentExampleContext()
  vi.useFakeTimers({ now: context.now, toFake: ['Date'] })
  const idempotent = describeOperations(context).filter((described) => described.idempotencyField)
  expect(idempotent.length).toBeGreaterThanOrEqual(5)
  for (const described of idempotent) {
    const request = described.example.request as Record<string, unknown>
    const changed = withChangedAnswer(described, request)
    expect(changed, described.operation.name).toBeDefined()
    expect(changed).not.toEqual(request)
    expect(changed?.idempotencyKey).toBe(request.idempotencyKey)
    expect(described.operation.request.safeParse(changed).success, described.operation.name).toBe(true)
  }
})
