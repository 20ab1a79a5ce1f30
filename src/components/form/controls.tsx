import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, FieldError, FieldSet } from './Field'
import { describedBy, hintId } from './field-id'
import { useFormStrings } from './use-form-strings'
import styles from './form.module.css'

/** What register() gives a control; its other keys (min, max, required…) are not HTML attributes to drop. */
type Registered = 'name' | 'onChange' | 'onBlur' | 'ref'

type Common = {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  optional?: boolean
  className?: string
  registration: UseFormRegisterReturn
}

type TextFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | Registered>

export function TextField({ id, label, hint, error, optional, className, registration, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => <input className={styles.input} type="text" aria-required={optional ? undefined : true} {...input} {...registration} {...control} />}
    </Field>
  )
}

type TextAreaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | Registered>

export function TextAreaField({ id, label, hint, error, optional, className, registration, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => (
        <textarea className={`${styles.input} ${styles.textarea}`} rows={rows} aria-required={optional ? undefined : true} {...textarea} {...registration} {...control} />
      )}
    </Field>
  )
}

/** `translate: 'no'`: a name that stays as it is in every language (a place name). */
export type Option = { value: string; label: string; translate?: 'no' }

type SelectFieldProps = Common & {
  options: readonly Option[]
  /** The empty first option, e.g. 'Select a model'. */
  placeholder: string
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | Registered>

export function SelectField({ id, label, hint, error, optional, className, registration, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => (
        <span className={styles.selectWrap}>
          <select className={`${styles.input} ${styles.select}`} aria-required={optional ? undefined : true} {...select} {...registration} {...control}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value} translate={option.translate}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  )
}

type CheckboxFieldProps = Omit<Common, 'optional'> & { required?: boolean }

/** A single checkbox with its label beside it (consents). */
export function CheckboxField({ id, label, hint, error, className, registration, required }: CheckboxFieldProps) {
  return (
    <div className={`${styles.field} ${styles.checkField} ${className ?? ''}`} data-invalid={error ? 'true' : undefined}>
      <div className={styles.check}>
        <input
          type="checkbox"
          className={styles.checkInput}
          aria-required={required ? true : undefined}
          {...registration}
          id={id}
          aria-describedby={describedBy(id, { hint, error })}
          aria-invalid={error ? true : undefined}
        />
        <label className={styles.checkLabel} htmlFor={id}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId(id)} className={`${styles.hint} ${styles.checkHint}`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  )
}

type ChoiceGroupProps = Omit<Common, 'label'> & {
  legend: ReactNode
  type: 'radio' | 'checkbox'
  options: readonly Option[]
  /** 'pills' lays short options (scores) out in a row; 'list' stacks them. */
  variant?: 'list' | 'pills'
}

/** Radios or checkboxes under one legend. Each option's id is `${id}-${value}`. */
export function ChoiceGroup({ id, legend, hint, error, optional, className, registration, type, options, variant = 'list' }: ChoiceGroupProps) {
  return (
    <FieldSet id={id} legend={legend} hint={hint} error={error} optional={optional} className={className}>
      <div className={`${styles.choices} ${variant === 'pills' ? styles.pills : styles.list}`}>
        {options.map((option) => {
          const optionId = `${id}-${option.value.replace(/[^\w-]/g, '-')}`
          return (
            <div key={option.value} className={styles.choice}>
              <input
                type={type}
                className={styles.choiceInput}
                value={option.value}
                {...registration}
                id={optionId}
                aria-invalid={error ? true : undefined}
              />
              <label className={styles.choiceLabel} htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          )
        })}
      </div>
    </FieldSet>
  )
}

type SubmitButtonProps = { busy: boolean; children: ReactNode; className?: string }

/**
 * The submit button: disabled while sending (a second click cannot send twice), with a spinner and
 * a polite "Sending…" announcement. Its name stays the same ('Submit') throughout.
 */
export function SubmitButton({ busy, children, className }: SubmitButtonProps) {
  const { t } = useFormStrings()
  return (
    <span className={`${styles.submitWrap} ${className ?? ''}`}>
      <button type="submit" className={`button button--primary ${styles.submit}`} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {children}
      </button>
      <span className="visually-hidden" role="status">
        {busy ? t('submitting') : ''}
      </span>
    </span>
  )
}
