import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Seo } from '@/components/Seo'
import { notify } from '@/components/Notifications'
import { fieldId, useEarlyInput } from '@/components/form'
import { ErrorSummary } from '@/components/form/ErrorSummary'
import { useChangePassword } from '../api/change-password'
import { AccountShell } from '../components/AccountShell'
import { FormAlert } from '../components/FormAlert'
import { NoPermission } from '../components/NoPermission'
import { PasswordField } from '../components/PasswordField'
import { SessionGate, SessionPending } from '../components/SessionGate'
import { PASSWORD_FIELDS, type PasswordValues } from '../form-values'
import { useAccountResolver } from '../use-account-resolver'
import { useAccountSubmit } from '../use-account-submit'
import { useAccountStrings } from '../use-account-strings'
import styles from '../components/account.module.css'

const PATH = '/account/password/'
const FORM_ID = 'password'

export function PasswordPage() {
  const { t: tCommon } = useTranslation()
  const { t } = useAccountStrings()
  return (
    <>
      <Seo title={t('seo.password.title')} description={t('seo.password.description')} keywords={t('seo.keywords')} path={PATH} noindex />
      <AccountShell
        heading={t('password.heading')}
        greeting={<SessionGate pending={null} announceFailure={false}>{(session) => (session.loggedIn ? <p>{tCommon('msg.welcome', { name: session.profile.name })}</p> : null)}</SessionGate>}
      >
        <SessionGate pending={<SessionPending />}>{(session) => (session.loggedIn ? <PasswordForm username={session.profile.phone} /> : <NoPermission returnTo={PATH} />)}</SessionGate>
      </AccountShell>
    </>
  )
}

/** `username` fills a hidden field so password managers know which account the new password is for. */
function PasswordForm({ username }: { username: string }) {
  const { t } = useAccountStrings()
  const { resolver, preload } = useAccountResolver<PasswordValues>('passwordSchema')
  const form = useForm<PasswordValues>({ resolver, defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' }, shouldFocusError: false })
  const { errors } = form.formState
  const [changed, setChanged] = useState(false)
  const passwordChange = useChangePassword()
  const { submit, pending, serverMessage, errorDisplay } = useAccountSubmit({
    formId: FORM_ID,
    form,
    fields: PASSWORD_FIELDS,
    needsSession: true,
    send: ({ oldPassword, newPassword }) => {
      setChanged(false)
      return passwordChange.mutateAsync({ oldPassword, newPassword })
    },
    onSuccess: () => {
      form.reset()
      setChanged(true)
      notify('success', t('password.done'))
    },
  })

  const formRef = useEarlyInput()
  return (
    <section className={styles.card} aria-labelledby="password-form-heading">
      <div className={styles.cardHead}>
        <h2 id="password-form-heading">{t('password.heading')}</h2>
      </div>
      <p className={styles.muted}>{t('password.intro')}</p>
      <form ref={formRef} id={FORM_ID} className={styles.form} noValidate onSubmit={(event) => void submit(event)} onFocus={preload}>
        <ErrorSummary formId={FORM_ID} items={errorDisplay.summaryItems} />
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <PasswordField
          id={fieldId(FORM_ID, 'oldPassword')}
          label={t('fields.oldPassword')}
          error={errors.oldPassword?.message}
          registration={form.register('oldPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          id={fieldId(FORM_ID, 'newPassword')}
          label={t('fields.newPassword')}
          hint={t('fields.passwordHint')}
          error={errors.newPassword?.message}
          registration={form.register('newPassword')}
          autoComplete="new-password"
        />
        <PasswordField
          id={fieldId(FORM_ID, 'confirmPassword')}
          label={t('fields.confirmPassword')}
          error={errors.confirmPassword?.message}
          registration={form.register('confirmPassword')}
          autoComplete="new-password"
        />
        <FormAlert message={serverMessage} />
        <p className={styles.success} role="status">
          {changed ? t('password.done') : ''}
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t('password.submitting') : t('password.submit')}
          </button>
        </div>
      </form>
    </section>
  )
}
