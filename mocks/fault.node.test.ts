// @vitest-environment node
import { afterEach, expect, it } from 'vitest'
import { getMockFault, setMockFault, takeMockFault } from './fault'

afterEach(() => setMockFault(null))

it('keeps the fault in memory where there is no sessionStorage', () => {
  expect(typeof sessionStorage).toBe('undefined')
  setMockFault('400-once')
  expect(getMockFault()).toBe('400-once')
  expect(takeMockFault()).toBe('400')
  expect(getMockFault()).toBeNull()
  setMockFault('500')
  expect(takeMockFault()).toBe('500')
  expect(takeMockFault()).toBe('500')
})
