import { describe, expect, it } from 'vitest'
import { FULFILLED, markWhenFulfilled } from './thenable'

describe('thenables for use()', () => {
  it('marks a promise fulfilled, with its value, once it resolves', async () => {
    const promise = markWhenFulfilled(Promise.resolve(42))
    expect(promise).not.toHaveProperty('status')
    await promise
    expect(promise).toMatchObject({ status: 'fulfilled', value: 42 })
  })

  it('leaves a rejected promise unmarked and does not report it unhandled twice', async () => {
    const promise = markWhenFulfilled(Promise.reject(new Error('offline')))
    await expect(promise).rejects.toThrow('offline')
    expect(promise).not.toHaveProperty('status')
  })

  it('has a promise that is fulfilled from the start', () => {
    expect(FULFILLED).toMatchObject({ status: 'fulfilled', value: undefined })
  })
})
