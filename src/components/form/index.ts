// The form building blocks. Pages that care about their first-load size import the files directly
// (a barrel that re-exports modules with CSS can pull unused ones into a route's chunks).
export { Field } from './Field'
export { SelectField, TextAreaField, TextField } from './controls'
export { PhoneField } from './PhoneField'
export { useEarlyInput } from './use-early-input'

export { fieldId } from './field-id'

export { lazyZodResolver } from './lazy-resolver'

export { default as formStyles } from './form.module.css'
