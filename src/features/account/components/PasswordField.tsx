import { useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, formStyles } from '@/components/form'
import { useAccountStrings } from '../use-account-strings'
import styles from './account.module.css'

type PasswordFieldProps = {
  id: string
  label: string
  hint?: string
  error?: string | undefined
  registration: UseFormRegisterReturn
  autoComplete: 'current-password' | 'new-password'
}

/** A password input with a Show/Hide switch (typing on a phone keyboard is error-prone). */
export function PasswordField({ id, label, hint, error, registration, autoComplete }: PasswordFieldProps) {
  const { t } = useAccountStrings()
  const [visible, setVisible] = useState(false)
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <span className={styles.passwordWrap}>
          <input
            className={`${formStyles.input} ${styles.passwordInput}`}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            spellCheck={false}
            aria-required
            {...registration}
            {...control}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-controls={id}
            aria-pressed={visible}
            aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? t('fields.hide') : t('fields.show')}
          </button>
        </span>
      )}
    </Field>
  )
}
