import { describe, expect, it } from 'vitest'
import { fieldOrder } from './form-values'

type Values = { name: string; phone: string; consent: boolean }

describe('fieldOrder', () => {
  it('keeps the order given when every field has its place', () => {
    expect(fieldOrder<Values>()(['phone', 'name', 'consent'])).toEqual(['phone', 'name', 'consent'])
  })

  it('does not compile when a field is left out (checked by npm run typecheck)', () => {
    // @ts-expect-error 'consent' has no place in the order
    expect(fieldOrder<Values>()(['phone', 'name'])).toHaveLength(2)
  })
})
