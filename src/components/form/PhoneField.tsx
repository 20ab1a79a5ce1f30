import { useLayoutEffect, useRef, type ChangeEvent } from 'react'
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DIAL_CODES, PHONE_COUNTRIES } from '@/lib/phone'
import { countryOfPrefix, formatPhoneAsTyped, isPhoneCountry, isValidPhone, normalisePhone } from '@/lib/phone-number'
import { FieldError } from './Field'
import { describedBy, errorId, fieldId, hintId } from './field-id'
import { OptionalMark } from './Field'
import { useFormStrings } from './use-form-strings'
import styles from './form.module.css'

type PhoneFieldProps<TValues extends FieldValues, TOutput> = {
  formId: string
  control: Control<TValues, unknown, TOutput>
  countryName: FieldPathByValue<TValues, string>
  phoneName: FieldPathByValue<TValues, string>
  /** Visible label of the number, 'Phone number' (in the page's language) unless told. */
  label?: string
  optional?: boolean
  countryError?: string | undefined
  phoneError?: string | undefined
}

/**
 * SPEC §5 phone input: a country code select (CN, NG, US) and the number, formatted as it is typed
 * (formatPhone). Typing a +234, +86 or +1 prefix selects that country; on leaving the field a valid
 * number is shown normalised, e.g. 0803 123 4567 → +234 80 3123 4567.
 */
export function PhoneField<TValues extends FieldValues, TOutput = TValues>({
  formId,
  control,
  countryName,
  phoneName,
  label: givenLabel,
  optional,
  countryError,
  phoneError,
}: PhoneFieldProps<TValues, TOutput>) {
  const { t } = useFormStrings()
  const { t: tCommon } = useTranslation()
  const label = givenLabel ?? tCommon('field.phone')
  const {
    field: { name: countryFieldName, value: countryValue, onChange: onCountryChange, onBlur: onCountryBlur, ref: countryRef },
  } = useController({ control, name: countryName })
  const {
    field: { name: phoneFieldName, value: phoneValue, onChange: onPhoneValueChange, onBlur: onPhoneValueBlur, ref: phoneRef },
  } = useController({ control, name: phoneName })
  const inputRef = useRef<HTMLInputElement | null>(null)
  const pendingCaret = useRef<number | null>(null)
  const countryId = fieldId(formId, countryName)
  const phoneId = fieldId(formId, phoneName)
  const hint = t('phone.hint')

  useLayoutEffect(() => {
    if (pendingCaret.current === null || document.activeElement !== inputRef.current) return
    inputRef.current?.setSelectionRange(pendingCaret.current, pendingCaret.current)
    pendingCaret.current = null
  })

  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target
    const formatted = formatPhoneAsTyped(value, selectionStart ?? value.length)
    pendingCaret.current = formatted.caret
    onPhoneValueChange(formatted.value)
    const typedCountry = countryOfPrefix(formatted.value)
    if (typedCountry && typedCountry !== countryValue) onCountryChange(typedCountry)
  }

  const onPhoneBlur = () => {
    const selected: unknown = countryValue
    const value = String(phoneValue ?? '')
    if (isPhoneCountry(selected) && isValidPhone(selected, value)) {
      // Only a new spelling is a change: the same number again would revalidate the field and drop
      // a server message about it (e.g. "already registered") as soon as focus moves on.
      const normalised = normalisePhone(selected, value)
      if (normalised !== value) onPhoneValueChange(normalised)
    }
    onPhoneValueBlur()
  }

  return (
    <div className={`${styles.field} ${styles.phone}`} data-invalid={countryError || phoneError ? 'true' : undefined}>
      <div className={styles.phoneCountry}>
        <label className={styles.label} htmlFor={countryId}>
          {t('phone.country')}
        </label>
        <span className={styles.selectWrap}>
          <select
            id={countryId}
            className={`${styles.input} ${styles.select}`}
            name={countryFieldName}
            ref={countryRef}
            value={String(countryValue ?? '')}
            onChange={(event) => onCountryChange(event.target.value)}
            onBlur={onCountryBlur}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? errorId(countryId) : undefined}
            autoComplete="tel-country-code"
          >
            {PHONE_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t('phone.countryOption', { country: tCommon(`phoneCountry.${code}`), dialCode: DIAL_CODES[code] })}
              </option>
            ))}
          </select>
        </span>
      </div>
      <div className={styles.phoneNumber}>
        <label className={styles.label} htmlFor={phoneId}>
          {label}
          {optional ? <OptionalMark /> : null}
        </label>
        <input
          id={phoneId}
          className={styles.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          name={phoneFieldName}
          ref={(element) => {
            inputRef.current = element
            phoneRef(element)
          }}
          value={String(phoneValue ?? '')}
          onChange={onPhoneChange}
          onBlur={onPhoneBlur}
          aria-required={optional ? undefined : true}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={describedBy(phoneId, { hint, error: phoneError })}
        />
      </div>
      <p id={hintId(phoneId)} className={`${styles.hint} ${styles.phoneHint}`}>
        {hint}
      </p>
      <FieldError id={countryId} message={countryError} />
      <FieldError id={phoneId} message={phoneError} />
    </div>
  )
}
