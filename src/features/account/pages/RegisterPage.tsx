import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@tanstack/react-router'
import { useHydrated } from '@/lib/hydration'
import { Seo } from '@/components/Seo'
import { notify } from '@/components/Notifications'
import { Field, PhoneField, TextField, fieldId, formStyles, useEarlyInput } from '@/components/form'
import { DraftNotice } from '@/components/form/DraftNotice'
import { ErrorSummary } from '@/components/form/ErrorSummary'
import { useFormKit } from '@/components/form/use-form-kit'
import { normalisePhone } from '@/lib/phone-number'
import { classifySubmitError, isOffline, type SubmitFailure } from '@/lib/submit-failure'
import { register, useRegister } from '../api/register'
import { useRequestPhoneCode } from '../api/request-phone-code'
import { AuthLayout } from '../components/AuthLayout'
import { goToWithHeadingFocus } from '../focus-heading'
import { FormAlert } from '../components/FormAlert'
import { PasswordField } from '../components/PasswordField'
import { DEFAULT_PHONE_COUNTRY, REGISTER_FIELDS, type RegisterValues } from '../form-values'
import { afterLoginPath } from '../redirect'
import { failureMessage } from '../server-errors'
import { useAccountResolver } from '../use-account-resolver'
import { useAccountStrings } from '../use-account-strings'
import { useCountdown } from '../use-countdown'
import { isOwnUnansweredRegistration } from '../unanswered-registrations'
import styles from '../components/account.module.css'

const FORM_ID = 'register'
const EMPTY: RegisterValues = { name: '', phoneCountry: DEFAULT_PHONE_COUNTRY, phone: '', code: '', password: '' }
// Secrets never go to storage: a restored draft has the name and the phone only.
const NOT_IN_DRAFT = ['code', 'password'] as const

export function RegisterPage({ redirect }: { redirect?: string }) {
  const { t: tCommon } = useTranslation()
  const { t } = useAccountStrings()
  const router = useRouter()
  const hydrated = useHydrated()
  const returnTo = hydrated ? redirect : undefined
  // The answer to "Get Code", when it failed; the submit's own failure is the kit's.
  const [codeMessage, setCodeMessage] = useState<string | null>(null)
  const phoneCode = useRequestPhoneCode()
  const sendingCode = phoneCode.isPending
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null)
  const countdown = useCountdown()
  // The phone of this tab's own unanswered try, when a changed retry was refused because of it.
  const [lostAttemptPhone, setLostAttemptPhone] = useState<string | null>(null)

  const kit = useFormKit({
    formId: FORM_ID,
    validation: useAccountResolver<RegisterValues>('registerSchema'),
    defaults: EMPTY,
    draft: { keepOut: NOT_IN_DRAFT },
    // The same answers keep their key in this tab (a retry after a lost answer signs in to the account it made).
    keying: 'per-answers',
    // Offline nothing waits: the password and the SMS code would have to wait in storage.
    queueOffline: false,
    fields: REGISTER_FIELDS,
    mutation: useRegister(),
    preloadCall: register.preload,
    onFailure: (error, values) => {
      const phone = normalisePhone(values.phoneCountry, values.phone)
      if (!isOwnUnansweredRegistration(error, phone)) return false
      setLostAttemptPhone(phone)
      return true
    },
    onSuccess: (profile) => {
      notify('success', t('register.welcome', { name: profile.name }))
      goToWithHeadingFocus(router, afterLoginPath(redirect))
    },
  })
  const { form, submission, errorDisplay } = kit
  const { errors } = form.formState
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (submission.busy) return
    setCodeMessage(null)
    setLostAttemptPhone(null)
    kit.submit()
  }

  const startOver = () => {
    kit.startOver()
    setCodeMessage(null)
  }

  const codeId = fieldId(FORM_ID, 'code')
  // Set before the phone is checked: a second click while the check (and the rules' code) loads
  // must not ask the server for a second code, which would cancel the first one's text.
  const requestingCode = useRef(false)
  const onGetCode = async (getCodeButton: HTMLButtonElement) => {
    if (requestingCode.current) return
    requestingCode.current = true
    try {
      await requestCode(getCodeButton)
    } finally {
      requestingCode.current = false
    }
  }
  const requestCode = async (getCodeButton: HTMLButtonElement) => {
    setCodeMessage(null)
    submission.reset()
    let phoneValid: boolean
    try {
      phoneValid = await form.trigger(['phoneCountry', 'phone'])
    } catch {
      // The rules could not load (offline since the page opened): nothing was sent.
      showCodeFailure({ kind: isOffline() ? 'offline' : 'network' })
      return
    }
    if (!phoneValid) {
      errorDisplay.revealCurrent()
      return
    }
    // Offline no code is asked for, and the visitor is told at once.
    if (isOffline()) {
      showCodeFailure({ kind: 'offline' })
      return
    }
    const { phoneCountry, phone } = form.getValues()
    const normalised = normalisePhone(phoneCountry, phone)
    try {
      const { resendAfterSeconds } = await phoneCode.mutateAsync(normalised)
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
      const failure = classifySubmitError(error)
      if (failure) showCodeFailure(failure)
    }
  }
  const showCodeFailure = (failure: SubmitFailure) => {
    const otherMessages = failure.fieldErrors ? errorDisplay.showServerErrors(failure.fieldErrors) : []
    setCodeMessage(failureMessage({ failure, otherMessages }, (key) => t(key)))
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
        <form ref={formRef} id={FORM_ID} className={styles.form} noValidate onSubmit={onSubmit} onFocus={kit.preload}>
          {kit.draft.restored ? <DraftNotice onStartOver={startOver} /> : null}
          <ErrorSummary formId={FORM_ID} items={errorDisplay.summaryItems} />
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
          {lostAttemptPhone ? <LostAttemptNotice phone={lostAttemptPhone} returnTo={returnTo} /> : null}
          <FormAlert failure={kit.failure} message={codeMessage} />
          <button type="submit" className={`button button--primary ${styles.submit}`} disabled={submission.busy}>
            {submission.busy ? t('register.submitting') : t('register.submit')}
          </button>
        </form>
      </AuthLayout>
    </>
  )
}

/**
 * A changed retry was refused because the phone is registered, and this tab's earlier try for that
 * phone never got its answer: that try most likely created the account. Said so, with the way in.
 */
function LostAttemptNotice({ phone, returnTo }: { phone: string; returnTo: string | undefined }) {
  const { t } = useAccountStrings()
  const loginLink = useRef<HTMLAnchorElement>(null)
  useEffect(() => loginLink.current?.focus(), [])
  return (
    <div className={styles.notice} role="alert">
      <p>
        <strong>{t('register.lostAttempt.title')}</strong> {t('register.lostAttempt.body', { phone })}{' '}
        <Link ref={loginLink} to="/account/login/" search={returnTo ? { redirect: returnTo } : {}}>
          {t('register.lostAttempt.login')}
        </Link>
      </p>
    </div>
  )
}
