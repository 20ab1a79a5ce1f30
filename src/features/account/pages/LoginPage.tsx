import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@tanstack/react-router'
import { useHydrated } from '@/lib/hydration'
import { Seo } from '@/components/Seo'
import { AppLink } from '@/components/AppLink'
import { notify } from '@/components/Notifications'
import { PhoneField, fieldId, useEarlyInput } from '@/components/form'
import { ErrorSummary } from '@/components/form/ErrorSummary'
import { useFormKit } from '@/components/form/use-form-kit'
import { CONTACT } from '@/config/site'
import { login, useLogin } from '../api/login'
import { AuthLayout } from '../components/AuthLayout'
import { goToWithHeadingFocus } from '../focus-heading'
import { FormAlert } from '../components/FormAlert'
import { PasswordField } from '../components/PasswordField'
import { SessionGate } from '../components/SessionGate'
import { DEFAULT_PHONE_COUNTRY, LOGIN_FIELDS, type LoginValues } from '../form-values'
import { PROFILE_PATH, afterLoginPath } from '../redirect'
import { useAccountResolver } from '../use-account-resolver'
import { useAccountStrings } from '../use-account-strings'
import styles from '../components/account.module.css'

const FORM_ID = 'login'
const DEFAULTS: LoginValues = { phoneCountry: DEFAULT_PHONE_COUNTRY, phone: '', password: '' }

export function LoginPage({ redirect }: { redirect?: string }) {
  const { t: tCommon } = useTranslation()
  const { t } = useAccountStrings()
  const router = useRouter()
  // The search parameter is unknown to the prerendered page: links use it only after hydration.
  const hydrated = useHydrated()
  const returnTo = hydrated ? redirect : undefined
  const kit = useFormKit({
    formId: FORM_ID,
    validation: useAccountResolver<LoginValues>('loginSchema'),
    defaults: DEFAULTS,
    // Nothing kept: the password is a secret, and a phone number left on a shared device is someone's.
    draft: false,
    keying: 'none',
    // A login answers now or not at all: offline, the form says so and keeps what was typed.
    queueOffline: false,
    fields: LOGIN_FIELDS,
    mutation: useLogin(),
    preloadCall: login.preload,
    onSuccess: (profile) => {
      notify('success', tCommon('msg.welcome', { name: profile.name }))
      goToWithHeadingFocus(router, afterLoginPath(redirect))
    },
  })
  const { form, submission } = kit
  const { errors } = form.formState
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!submission.busy) kit.submit()
  }

  const formRef = useEarlyInput()
  return (
    <>
      <Seo title={t('seo.login.title')} description={t('seo.login.description')} keywords={t('seo.keywords')} path="/account/login/" noindex />
      <AuthLayout
        heading={t('login.heading')}
        intro={t('login.intro')}
        footer={
          <>
            <p>
              {t('login.noAccount')}{' '}
              <Link to="/account/register/" search={returnTo ? { redirect: returnTo } : {}}>
                {t('login.register')}
              </Link>
            </p>
            <p className={styles.muted}>
              {t('login.forgotBefore')} <AppLink href={`tel:${CONTACT.phoneAfterSale.replace(/[^\d+]/g, '')}`}>{CONTACT.phoneAfterSale.replace(/ /g, '\u00A0') /* never wraps inside (tel-non-breaking) */}</AppLink>{' '}
              {t('login.forgotAfter')}
            </p>
          </>
        }
      >
        <SessionGate pending={null} announceFailure={false}>
          {(session) =>
            session.loggedIn ? (
              <p className={styles.notice} role="status">
                {t('login.alreadyIn', { name: session.profile.name })} <Link to={PROFILE_PATH}>{t('login.goToProfile')}</Link>
              </p>
            ) : null
          }
        </SessionGate>
        <form ref={formRef} id={FORM_ID} className={styles.form} noValidate onSubmit={onSubmit} onFocus={kit.preload}>
          <ErrorSummary formId={FORM_ID} items={kit.errorDisplay.summaryItems} />
          <PhoneField
            formId={FORM_ID}
            control={form.control}
            countryName="phoneCountry"
            phoneName="phone"
            label={tCommon('field.phone')}
            countryError={errors.phoneCountry?.message}
            phoneError={errors.phone?.message}
          />
          <PasswordField
            id={fieldId(FORM_ID, 'password')}
            label={tCommon('field.password')}
            error={errors.password?.message}
            registration={form.register('password')}
            autoComplete="current-password"
          />
          <FormAlert failure={kit.failure} />
          <button type="submit" className={`button button--primary ${styles.submit}`} disabled={submission.busy}>
            {submission.busy ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      </AuthLayout>
    </>
  )
}
