import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useHydrated } from '@/lib/hydration'
import { Seo } from '@/components/Seo'
import { notify } from '@/components/Notifications'
import { Field, PhoneField, TextField, fieldId, formStyles, useEarlyInput } from '@/components/form'
import { sendWithIdempotencyKey } from '@/lib/idempotency'
import { normalisePhone } from '@/lib/phone-number'
import { storeLoggedIn } from '../api/session'
import { AuthLayout } from '../components/AuthLayout'
import { FormAlert } from '../components/FormAlert'
import { PasswordField } from '../components/PasswordField'
import { DEFAULT_PHONE_COUNTRY, type RegisterValues } from '../form-values'
import { afterLoginPath } from '../redirect'
import { applyServerError } from '../server-errors'
import { useAccountResolver } from '../use-account-resolver'
import { useAccountSubmit } from '../use-account-submit'
import { useAccountStrings } from '../use-account-strings'
import { useCountdown } from '../use-countdown'
import styles from '../components/account.module.css'

const FORM_ID = 'register'
const SILENT = { warn: { mode: 'silent' } } as const
const FIELDS = ['name', 'phone', 'code', 'password'] as const

export function RegisterPage({ redirect }: { redirect?: string }) {
  const { t: tCommon } = useTranslation()
  const { t } = useAccountStrings()
  const queryClient = useQueryClient()
  const router = useRouter()
  const hydrated = useHydrated()
  const returnTo = hydrated ? redirect : undefined
  const { resolver, preload } = useAccountResolver<RegisterValues>('registerSchema')
  const form = useForm<RegisterValues>({
    resolver,
    defaultValues: { name: '', phoneCountry: DEFAULT_PHONE_COUNTRY, phone: '', code: '', password: '' },
  })
  const { errors } = form.formState
  // The answer to "Get Code", when it failed; the submit's own message comes from useAccountSubmit.
  const [codeMessage, setCodeMessage] = useState<string | null>(null)
  const [sendingCode, setSendingCode] = useState(false)
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null)
  const countdown = useCountdown()

  const { submit, pending, serverMessage: submitMessage, clearServerMessage } = useAccountSubmit({
    form,
    fields: FIELDS,
    send: async (values) => {
      setCodeMessage(null)
      const { register } = await import('../api/register')
      const registration = { name: values.name, phone: normalisePhone(values.phoneCountry, values.phone), code: values.code, password: values.password }
      return sendWithIdempotencyKey(FORM_ID, registration, (request) => register(request, SILENT))
    },
    onSuccess: (profile) => {
      storeLoggedIn(queryClient, profile)
      notify('success', t('register.welcome', { name: profile.name }))
      router.history.push(afterLoginPath(redirect))
    },
  })
  const serverMessage = codeMessage ?? submitMessage

  const codeId = fieldId(FORM_ID, 'code')
  const onGetCode = async (getCodeButton: HTMLButtonElement) => {
    setCodeMessage(null)
    clearServerMessage()
    if (!(await form.trigger(['phoneCountry', 'phone']))) return
    const { phoneCountry, phone } = form.getValues()
    const normalised = normalisePhone(phoneCountry, phone)
    setSendingCode(true)
    try {
      const { requestPhoneCode } = await import('../api/request-phone-code')
      const { resendAfterSeconds } = await requestPhoneCode({ phone: normalised }, SILENT)
      countdown.start(resendAfterSeconds)
      setCodeSentTo(normalised)
      form.clearErrors('code')
      // To the code field, unless the visitor has moved on meanwhile (e.g. already submitted, and
      // focus sits on a field the server refused): a late answer must not pull focus away. Checked
      // when focusing, after React has rendered (react-hook-form's setFocus defers the focus too).
      setTimeout(() => {
        const active = document.activeElement
        if (!active || active === document.body || active === getCodeButton) document.getElementById(codeId)?.focus()
      })
    } catch (error) {
      setCodeMessage(applyServerError(error, ['phone'], form.setError, t('error.generic')))
    } finally {
      setSendingCode(false)
    }
  }

  const codeButtonLabel = sendingCode
    ? t('register.sending')
    : countdown.running
      ? t('register.resendIn', { seconds: countdown.secondsLeft })
      : codeSentTo
        ? t('register.resend')
        : tCommon('action.getCode')

  const formRef = useEarlyInput()
  return (
    <>
      <Seo title={t('seo.register.title')} description={t('seo.register.description')} keywords={t('seo.keywords')} path="/account/register/" noindex />
      <AuthLayout
        heading={t('register.heading')}
        intro={t('register.intro')}
        footer={
          <p>
            {t('register.hasAccount')}{' '}
            <Link to="/account/login/" search={returnTo ? { redirect: returnTo } : {}}>
              {t('register.login')}
            </Link>
          </p>
        }
      >
        <form ref={formRef} id={FORM_ID} className={styles.form} noValidate onSubmit={(event) => void submit(event)} onFocus={preload}>
          <TextField
            id={fieldId(FORM_ID, 'name')}
            label={tCommon('field.name')}
            autoComplete="name"
            error={errors.name?.message}
            registration={form.register('name')}
          />
          <PhoneField
            formId={FORM_ID}
            control={form.control}
            countryName="phoneCountry"
            phoneName="phone"
            label={tCommon('field.phone')}
            countryError={errors.phoneCountry?.message}
            phoneError={errors.phone?.message}
          />
          <Field id={codeId} label={tCommon('field.verificationCode')} hint={codeSentTo ? undefined : t('register.codeHint')} error={errors.code?.message}>
            {(control) => (
              <div className={styles.codeRow}>
                <input
                  className={`${formStyles.input} ${styles.codeInput}`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  aria-required
                  {...form.register('code')}
                  {...control}
                />
                <button
                  type="button"
                  className={`button button--secondary ${styles.codeButton}`}
                  onClick={(event) => void onGetCode(event.currentTarget)}
                  disabled={sendingCode || countdown.running}
                >
                  {codeButtonLabel}
                </button>
              </div>
            )}
          </Field>
          <p className={styles.codeStatus} role="status">
            {codeSentTo ? t('register.codeSent', { phone: codeSentTo }) : ''}
          </p>
          <PasswordField
            id={fieldId(FORM_ID, 'password')}
            label={tCommon('field.password')}
            hint={t('fields.passwordHint')}
            error={errors.password?.message}
            registration={form.register('password')}
            autoComplete="new-password"
          />
          <p className={styles.muted}>
            {t('register.privacy')} <Link to="/statement/" hash="privacy">{t('register.privacyLink')}</Link>
          </p>
          <FormAlert message={serverMessage} />
          <button type="submit" className={`button button--primary ${styles.submit}`} disabled={pending}>
            {pending ? t('register.submitting') : t('register.submit')}
          </button>
        </form>
      </AuthLayout>
    </>
  )
}
