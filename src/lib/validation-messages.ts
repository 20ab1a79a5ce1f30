import type { TFunction } from 'i18next'

/** The five generic templates of SPEC §5, keyed as in the locale files (validation.*). */
export type ValidationRule = 'required' | 'invalid' | 'select' | 'minLength' | 'min'

/** A field label key of the locale files (field.*) or a label already translated. */
export function validationMessage(t: TFunction, rule: ValidationRule, field: string, min?: number): string {
  return t(`validation.${rule}`, { field, min })
}
