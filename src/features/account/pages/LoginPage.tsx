import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@tanstack/react-router'
import { useHydrated } from '@/lib/hydration'
import { Seo } from '@/components/Seo'
import { AppLink } from '@/components/AppLink'
import { notify } from '@/components/Notifications'
import { PhoneField, fieldId, useEarlyInput } from '@/components/form'
import { ErrorSummary } from '@/components/form/ErrorSummary'
import { CONTACT } from '@/config/site'
import { normalisePhone } from '@/lib/phone-number'
import { useLogin } from '../api/login'
import { AuthLayout } from '../components/AuthLayout'
import { goToWithHeadingFocus } from '../focus-heading'
import { FormAlert } from '../components/FormAlert'
import { PasswordField } from '../components/PasswordField'
import { SessionGate } from '../components/SessionGate'
import { DEFAULT_PHONE_COUNTRY, LOGIN_FIELDS, type LoginValues } from '../form-values'
import { PROFILE_PATH, afterLoginPath } from '../redirect'
import { useAccountResolver } from '../use-account-resolver'
import { useAccountSubmit } from '../use-account-submit'
import { useAccountStrings } from '../use-account-strings'
import styles from '../components/account.module.css'

const FORM_ID = 'login'

export function LoginPage({ redirect }: { redirect?: string }) {
  const { t: tCommon } = useTranslation()
  const { t } = useAccountStrings()
  const login = useLogin()
  const router = useRouter()
  // The search parameter is unknown to the prerendered page: links use it only after hydration.
  const hydrated = useHydrated()
  const returnTo = hydrated ? redirect : undefined
  const { resolver, preload } = useAccountResolver<LoginValues>('loginSchema')
  const form = useForm<LoginValues>({ resolver, defaultValues: { phoneCountry: DEFAULT_PHONE_COUNTRY, phone: '', password: '' }, shouldFocusError: false })
  const { errors } = form.formState
  const { submit, pending, serverMessage, errorDisplay } = useAccountSubmit({
    formId: FORM_ID,
    form,
    fields: LOGIN_FIELDS,
    send: (values) => login.mutateAsync({ phone: normalisePhone(values.phoneCountry, values.phone), password: values.password }),
    onSuccess: (profile) => {
      notify('success', tCommon('msg.welcome', { name: profile.name }))
      goToWithHeadingFocus(router, afterLoginPath(redirect))
    },
  })

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
        <form ref={formRef} id={FORM_ID} className={styles.form} noValidate onSubmit={(event) => void submit(event)} onFocus={preload}>
          <ErrorSummary formId={FORM_ID} items={errorDisplay.summaryItems} />
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
          <FormAlert message={serverMessage} />
          <button type="submit" className={`button button--primary ${styles.submit}`} disabled={pending}>
            {pending ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      </AuthLayout>
    </>
  )
}
