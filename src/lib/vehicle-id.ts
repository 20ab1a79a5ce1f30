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
 * The VIN rule as a regular expression over the value as typed (JSON Schema `pattern`, for the
 * published contract): a run of more than MAX_PLATE_CHARACTERS letters and digits without spaces or
 * hyphens (around it only spaces, which are trimmed) must be exactly VIN_LENGTH characters without
 * I, O or Q in either case (the value is upper-cased before the rule). Other values pass it: the
 * registration rules are left to the description.
 */
export function vinPattern(): string {
  const vinCharacter = '[A-HJ-NPR-Za-hj-npr-z0-9]'
  return `^(?!\\s*[A-Za-z0-9]{${MAX_PLATE_CHARACTERS + 1},}\\s*$)|^\\s*${vinCharacter}{${VIN_LENGTH}}\\s*$`
}

export function normaliseVehicleId(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, ' ')
}

export function isVin(value: string): boolean {
  return VIN.test(normaliseVehicleId(value))
}

/** Why a registration number or VIN is not acceptable, or null when it is. */
export function vehicleIdProblem(value: string): VehicleIdProblem | null {
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
