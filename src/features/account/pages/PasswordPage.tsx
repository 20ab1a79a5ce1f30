import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useQueryClient } from '@tanstack/react-query'
import { Seo } from '@/components/Seo'
import { notify } from '@/components/Notifications'
import { fieldId } from '@/components/form'
import { isApiError } from '@/lib/api'
import { NOT_SIGNED_IN_CODE, storeLoggedOut } from '../api/session'
import { AccountShell } from '../components/AccountShell'
import { FormAlert } from '../components/FormAlert'
import { NoPermission } from '../components/NoPermission'
import { PasswordField } from '../components/PasswordField'
import { SessionGate, SessionPending } from '../components/SessionGate'
import type { PasswordValues } from '../form-values'
import { applyServerError } from '../server-errors'
import { useAccountResolver } from '../use-account-resolver'
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
        greeting={<SessionGate pending={null}>{(session) => (session.loggedIn ? <p>{tCommon('msg.welcome', { name: session.profile.name })}</p> : null)}</SessionGate>}
      >
        <SessionGate pending={<SessionPending />}>{(session) => (session.loggedIn ? <PasswordForm username={session.profile.phone} /> : <NoPermission returnTo={PATH} />)}</SessionGate>
      </AccountShell>
    </>
  )
}

/** `username` fills a hidden field so password managers know which account the new password is for. */
function PasswordForm({ username }: { username: string }) {
  const { t } = useAccountStrings()
  const queryClient = useQueryClient()
  const { resolver, preload } = useAccountResolver<PasswordValues>('passwordSchema')
  const form = useForm<PasswordValues>({ resolver, defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' } })
  const { errors, isSubmitting } = form.formState
  const [serverMessage, setServerMessage] = useState<string | null>(null)
  const [changed, setChanged] = useState(false)

  const onSubmit = form.handleSubmit(async (values) => {
    setServerMessage(null)
    setChanged(false)
    try {
      const { changePassword } = await import('../api/change-password')
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }, { warn: { mode: 'silent' } })
      form.reset()
      setChanged(true)
      notify('success', t('password.done'))
    } catch (error) {
      if (isApiError(error) && error.code === NOT_SIGNED_IN_CODE) storeLoggedOut(queryClient)
      setServerMessage(applyServerError(error, ['oldPassword', 'newPassword'], form.setError, t('error.generic')))
    }
  })

  return (
    <section className={styles.card} aria-labelledby="password-form-heading">
      <div className={styles.cardHead}>
        <h2 id="password-form-heading">{t('password.heading')}</h2>
      </div>
      <p className={styles.muted}>{t('password.intro')}</p>
      <form id={FORM_ID} className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} onFocus={preload}>
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
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('password.submitting') : t('password.submit')}
          </button>
        </div>
      </form>
    </section>
  )
}
