/**
 * What a form holds for a request's fields while the visitor fills it in: inputs, selects and radios
 * give strings ('' when nothing is chosen), checkbox groups lists of strings, a single checkbox a
 * boolean. Derived from the contract's request type, so a new field is declared once.
 */
export type FormValuesOf<TInput> = {
  [Name in keyof TInput]-?: NonNullable<TInput[Name]> extends boolean ? boolean : NonNullable<TInput[Name]> extends readonly unknown[] ? string[] : string
}

/**
 * A form's fields in the order it shows them (the error summary and the first field focused follow
 * it). Every field of the values must have its place: a field added to the contract does not compile
 * until it is listed here, so this list cannot silently fall behind.
 */
export const fieldOrder =
  <TValues>() =>
  <const TFields extends ReadonlyArray<keyof TValues & string>>(
    fields: TFields & ([Exclude<keyof TValues, TFields[number]>] extends [never] ? unknown : { missingFields: Exclude<keyof TValues, TFields[number]> }),
  ): TFields =>
    fields
