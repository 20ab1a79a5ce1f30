/**
 * What a form holds for a request's fields while the visitor fills it in: inputs, selects and radios
 * give strings ('' when nothing is chosen), checkbox groups lists of strings, a single checkbox a
 * boolean. Derived from the contract's request type, so a new field is declared once.
 */
export type FormValuesOf<TInput> = {
  [Name in keyof TInput]-?: NonNullable<TInput[Name]> extends boolean ? boolean : NonNullable<TInput[Name]> extends readonly unknown[] ? string[] : string
}
