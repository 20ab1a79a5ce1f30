import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Seo } from '@/components/Seo'
import { notify } from '@/components/Notifications'
import { fieldId, useEarlyInput } from '@/components/form'
import { ErrorSummary } from '@/components/form/ErrorSummary'
import { useFormKit } from '@/components/form/use-form-kit'
import { changePassword, useChangePassword } from '../api/change-password'
import { AccountShell } from '../components/AccountShell'
import { FormAlert } from '../components/FormAlert'
import { NoPermission } from '../components/NoPermission'
import { PasswordField } from '../components/PasswordField'
import { SessionGate, SessionPending } from '../components/SessionGate'
import { PASSWORD_FIELDS, type PasswordValues } from '../form-values'
import { useAccountResolver } from '../use-account-resolver'
import { useAccountStrings } from '../use-account-strings'
import styles from '../components/account.module.css'

const PATH = '/account/password/'
const FORM_ID = 'password'
const DEFAULTS: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' }

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
  const [changed, setChanged] = useState(false)
  const kit = useFormKit({
    formId: FORM_ID,
    validation: useAccountResolver<PasswordValues>('passwordSchema'),
    defaults: DEFAULTS,
    // Every field is a secret: nothing is kept, and offline nothing waits.
    draft: false,
    keying: 'none',
    queueOffline: false,
    fields: PASSWORD_FIELDS,
    mutation: useChangePassword(),
    preloadCall: changePassword.preload,
    onSuccess: () => {
      // The form stays for another change: emptied and ready.
      kit.startOver()
      setChanged(true)
      notify('success', t('password.done'))
    },
  })
  const { form, submission } = kit
  const { errors } = form.formState
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (submission.busy) return
    setChanged(false)
    kit.submit()
  }

  const formRef = useEarlyInput()
  return (
    <section className={styles.card} aria-labelledby="password-form-heading">
      <div className={styles.cardHead}>
        <h2 id="password-form-heading">{t('password.heading')}</h2>
      </div>
      <p className={styles.muted}>{t('password.intro')}</p>
      <form ref={formRef} id={FORM_ID} className={styles.form} noValidate onSubmit={onSubmit} onFocus={kit.preload}>
        <ErrorSummary formId={FORM_ID} items={kit.errorDisplay.summaryItems} />
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
        <FormAlert failure={kit.failure} />
        <p className={styles.success} role="status">
          {changed ? t('password.done') : ''}
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={submission.busy}>
            {submission.busy ? t('password.submitting') : t('password.submit')}
          </button>
        </div>
      </form>
    </section>
  )
}
