import type { ReactNode } from 'react'
import { describedBy, errorId, hintId } from './field-id'
import { useFormStrings } from './use-form-strings'
import { useContractMessage } from './contract-message'
import styles from './form.module.css'

export type ControlProps = {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

type FieldProps = {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  optional?: boolean
  className?: string
  /** Renders the control with the ids and states it must carry. */
  children: (control: ControlProps) => ReactNode
}

/** The message of a field, next to it; the control points to it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  const inPageLanguage = useContractMessage()
  if (!message) return null
  return (
    <p id={errorId(id)} className={styles.error}>
      <span aria-hidden="true" className={styles.errorIcon}>
        !
      </span>
      {inPageLanguage(message)}
    </p>
  )
}

export function OptionalMark() {
  const { t } = useFormStrings()
  return <span className={styles.optional}> {t('optional')}</span>
}

/** One labelled control: label, hint, the control, then its error message. */
export function Field({ id, label, hint, error, optional, className, children }: FieldProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`} data-invalid={error ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional ? <OptionalMark /> : null}
      </label>
      {hint ? (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-describedby': describedBy(id, { hint, error }), 'aria-invalid': error ? true : undefined })}
      <FieldError id={id} message={error} />
    </div>
  )
}

type FieldSetProps = {
  id: string
  legend: ReactNode
  hint?: ReactNode
  error?: string | undefined
  optional?: boolean
  className?: string
  children: ReactNode
}

/** A group of radios or checkboxes under one legend, with its hint and error message. */
export function FieldSet({ id, legend, hint, error, optional, className, children }: FieldSetProps) {
  return (
    <fieldset
      id={id}
      className={`${styles.field} ${styles.fieldset} ${className ?? ''}`}
      data-invalid={error ? 'true' : undefined}
      aria-describedby={describedBy(id, { hint, error })}
    >
      <legend className={styles.label}>
        {legend}
        {optional ? <OptionalMark /> : null}
      </legend>
      {hint ? (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} message={error} />
    </fieldset>
  )
}
