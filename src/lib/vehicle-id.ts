/**
 * Registration number or VIN, as typed in the service booking. A VIN (ISO 3779) has 17 letters and
 * digits and never uses I, O or Q (they look like 1 and 0). Nigerian plates are short (e.g.
 * 'KJA-123-AB', 'ABC 123 DE'): letters and digits, optionally separated by spaces or hyphens.
 * Anything longer than a plate without separators is read as an attempt at a VIN.
 */
export type VehicleIdProblem = 'invalid' | 'vin-length' | 'vin-letters'

/** A VIN has this many characters. */
export const VIN_LENGTH = 17
/** The letters a VIN never uses. */
export const VIN_EXCLUDED_LETTERS = ['I', 'O', 'Q'] as const
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/
const PLATE = /^[A-Z0-9]+(?:[ -][A-Z0-9]+){0,3}$/
/** A registration has at most this many letters and digits; a longer value without separators is read as a VIN. */
export const MAX_PLATE_CHARACTERS = 10

/**
 * vehicleIdProblem as one regular expression over the value as typed (JSON Schema `pattern`, for the
 * published contract): around it only spaces (trimmed); inside, either a VIN (VIN_LENGTH characters
 * without I, O or Q, either case: the value is upper-cased before the rules) or a registration:
 * groups of letters and digits joined by one hyphen or a run of spaces (collapsed to one), at most 4
 * groups, 2 to MAX_PLATE_CHARACTERS letters and digits in all (counted by the first lookahead, so a
 * longer run without separators is no registration), at least one a digit (the second). Each part
 * starts with a character the one before it cannot take: a validator never backtracks far.
 */
export function vehicleIdPattern(): string {
  const vin = `[A-HJ-NPR-Za-hj-npr-z0-9]{${VIN_LENGTH}}`
  const characterCount = `(?=[A-Za-z0-9](?:[\\s-]*[A-Za-z0-9]){1,${MAX_PLATE_CHARACTERS - 1}}[\\s-]*$)`
  const hasDigit = '(?=[^0-9]*[0-9])'
  const registration = `${characterCount}${hasDigit}[A-Za-z0-9]+(?:(?:\\s+|-)[A-Za-z0-9]+){0,3}`
  return `^\\s*(?:${vin}|${registration})\\s*$`
}

export function normaliseVehicleId(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, ' ')
}

export function isVin(value: string): boolean {
  return VIN.test(normaliseVehicleId(value))
}

/** Why a registration number or VIN is not acceptable, or null when it is. */
export function vehicleIdProblem(value: string): VehicleIdProblem | null {
  // Before upper-casing: a few other letters upper-case to ASCII (ß to SS, ı to I).
  if (/[^\sA-Za-z0-9-]/.test(value)) return 'invalid'
  const normalised = normaliseVehicleId(value)
  const compact = normalised.replace(/[ -]/g, '')
  if (!/^[A-Z0-9 -]+$/.test(normalised) || !/[A-Z0-9]/.test(compact)) return 'invalid'
  const separated = compact.length !== normalised.length
  if (!separated && compact.length > MAX_PLATE_CHARACTERS) {
    if (compact.length !== 17) return 'vin-length'
    return VIN.test(compact) ? null : 'vin-letters'
  }
  if (!PLATE.test(normalised) || compact.length < 2 || compact.length > MAX_PLATE_CHARACTERS || !/\d/.test(compact)) return 'invalid'
  return null
}
