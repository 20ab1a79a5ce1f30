import { describe, expect, it } from 'vitest'
import { isVin, normaliseVehicleId, vehicleIdProblem } from './vehicle-id'

describe('registration number or VIN', () => {
  it.each(['KJA-123-AB', 'kan 123 ab', 'ABC123DE', 'LND 4521'])('accepts the plate %s', (plate) => {
    expect(vehicleIdProblem(plate)).toBeNull()
  })

  it('accepts a 17-character VIN without I, O or Q, in any case', () => {
    expect(vehicleIdProblem('LVVDB11B2RD123456')).toBeNull()
    expect(vehicleIdProblem('lvvdb11b2rd123456')).toBeNull()
    expect(isVin('LVVDB11B2RD123456')).toBe(true)
  })

  it('explains a VIN of the wrong length', () => {
    expect(vehicleIdProblem('LVVDB11B2RD12345')).toBe('vin-length')
    expect(vehicleIdProblem('LVVDB11B2RD1234567')).toBe('vin-length')
  })

  it('refuses I, O and Q in a VIN', () => {
    expect(vehicleIdProblem('LVVDB11B2RD12345O')).toBe('vin-letters')
    expect(vehicleIdProblem('IVVDB11B2RD123456')).toBe('vin-letters')
    expect(vehicleIdProblem('QVVDB11B2RD123456')).toBe('vin-letters')
    expect(isVin('LVVDB11B2RD12345O')).toBe(false)
  })

  it.each(['<b>KJA</b>', '---', 'ABCDEF', 'KJA_123_AB', '😀'])('refuses %j', (value) => {
    expect(vehicleIdProblem(value)).toBe('invalid')
  })

  it('normalises case and spacing', () => {
    expect(normaliseVehicleId('  kja   123 ab ')).toBe('KJA 123 AB')
  })
})
