import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatLagosDateOf } from '@/lib/lagos-calendar-date'
import { resolveLocale } from '@/lib/i18n'
import type { UserProfileDetail } from '@/contract/passport'
import { Seo } from '@/components/Seo'
import { notify } from '@/components/Notifications'
import { TextField, fieldId } from '@/components/form'
import { ErrorSummary } from '@/components/form/ErrorSummary'
import { useFormKit } from '@/components/form/use-form-kit'
import { forgetSessionIfEnded } from '../api/session'
import { profileDetailQueryOptions } from '../api/get-profile-detail'
import { useLogout } from '../api/logout'
import { updateProfile, useUpdateProfile } from '../api/update-profile'
import { AccountShell } from '../components/AccountShell'
import { FormAlert } from '../components/FormAlert'
import { NoPermission } from '../components/NoPermission'
import { LoadErrorAlert, SessionGate, SessionPending } from '../components/SessionGate'
import { PROFILE_FIELDS, type ProfileValues } from '../form-values'
import { useAccountResolver } from '../use-account-resolver'
import { useAccountStrings } from '../use-account-strings'
import styles from '../components/account.module.css'

export const PROFILE_PAGE_PATH = '/account/profile/'

export function ProfilePage() {
  const { t: tCommon } = useTranslation()
  const { t } = useAccountStrings()
  return (
    <>
      <Seo title={t('seo.profile.title')} description={t('seo.profile.description')} keywords={t('seo.keywords')} path={PROFILE_PAGE_PATH} noindex />
      <AccountShell
        heading={t('profile.heading')}
        greeting={<SessionGate pending={null} announceFailure={false}>{(session) => (session.loggedIn ? <p>{tCommon('msg.welcome', { name: session.profile.name })}</p> : null)}</SessionGate>}
      >
        <SessionGate pending={<SessionPending />}>
          {(session) => (session.loggedIn ? <ProfileDetails /> : <NoPermission returnTo={PROFILE_PAGE_PATH} />)}
        </SessionGate>
      </AccountShell>
    </>
  )
}

function ProfileDetails() {
  const queryClient = useQueryClient()
  const { data, error, refetch, isFetching } = useQuery(profileDetailQueryOptions())

  useEffect(() => {
    forgetSessionIfEnded(queryClient, error)
  }, [error, queryClient])

  if (data) {
    return (
      <div className={styles.cards}>
        <PersonalDetails detail={data} />
        <DealerApplication detail={data} />
        <Security />
      </div>
    )
  }
  if (error && !isFetching) {
    return <LoadErrorAlert onRetry={() => void refetch()} />
  }
  return <SessionPending />
}

function PersonalDetails({ detail }: { detail: UserProfileDetail }) {
  const { t: tCommon, i18n } = useTranslation()
  const { t } = useAccountStrings()
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false
      editButton.current?.focus()
    }
  }, [editing])

  const close = () => {
    returnFocus.current = true
    setEditing(false)
  }

  return (
    <section className={styles.card} aria-labelledby="profile-details">
      <div className={styles.cardHead}>
        <h2 id="profile-details">{t('profile.details')}</h2>
        {editing ? null : (
          <button ref={editButton} type="button" className="button button--secondary" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </button>
        )}
      </div>
      {editing ? (
        <ProfileForm detail={detail} onDone={close} />
      ) : (
        <dl className={styles.details}>
          <div>
            <dt>{tCommon('field.name')}</dt>
            <dd>{detail.name}</dd>
          </div>
          <div>
            <dt>{tCommon('field.phone')}</dt>
            <dd>{detail.phone}</dd>
          </div>
          <div>
            <dt>{tCommon('field.email')}</dt>
            <dd>{detail.email ?? <span className={styles.muted}>{t('profile.notProvided')}</span>}</dd>
          </div>
          <div>
            <dt>{t('profile.memberSince')}</dt>
            <dd>
              <time dateTime={detail.registeredAt}>{formatLagosDateOf(detail.registeredAt, resolveLocale(i18n.language))}</time>
            </dd>
          </div>
        </dl>
      )}
    </section>
  )
}

const FORM_ID = 'profile'

function ProfileForm({ detail, onDone }: { detail: UserProfileDetail; onDone: () => void }) {
  const { t: tCommon } = useTranslation()
  const { t } = useAccountStrings()
  const kit = useFormKit({
    formId: FORM_ID,
    validation: useAccountResolver<ProfileValues>('profileSchema'),
    defaults: { firstName: detail.firstName, lastName: detail.lastName, email: detail.email ?? '' },
    // The server's details are the starting point: a draft would show stale ones over them.
    draft: false,
    keying: 'none',
    queueOffline: false,
    fields: PROFILE_FIELDS,
    mutation: useUpdateProfile(),
    preloadCall: updateProfile.preload,
    onSuccess: () => {
      notify('success', t('profile.saved'))
      onDone()
    },
  })
  const { form, submission } = kit
  const { errors } = form.formState
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!submission.busy) kit.submit()
  }

  // The form opens with the focus in it, which starts loading its rules and call (onFocus). Before it
  // is painted: a passive effect could run after the visitor (or a test) had started typing in
  // another field, and move the rest of their typing into this one.
  useLayoutEffect(() => form.setFocus('firstName'), [form])

  return (
    <form id={FORM_ID} className={styles.form} noValidate onSubmit={onSubmit} onFocus={kit.preload}>
      <ErrorSummary formId={FORM_ID} items={kit.errorDisplay.summaryItems} />
      <div className={styles.twoColumns}>
        <TextField
          id={fieldId(FORM_ID, 'firstName')}
          label={tCommon('field.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          registration={form.register('firstName')}
        />
        <TextField
          id={fieldId(FORM_ID, 'lastName')}
          label={tCommon('field.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          registration={form.register('lastName')}
        />
      </div>
      <TextField
        id={fieldId(FORM_ID, 'email')}
        label={tCommon('field.email')}
        type="email"
        autoComplete="email"
        optional
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <FormAlert failure={kit.failure} />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={submission.busy}>
          {submission.busy ? t('profile.saving') : t('profile.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone} disabled={submission.busy}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  )
}

function DealerApplication({ detail }: { detail: UserProfileDetail }) {
  const { t } = useAccountStrings()
  const application = detail.dealerApplication
  return (
    <section className={styles.card} aria-labelledby="profile-dealer">
      <div className={styles.cardHead}>
        <h2 id="profile-dealer">{t('profile.dealerHeading')}</h2>
      </div>
      {application ? (
        <dl className={styles.details}>
          <div>
            <dt>{t('profile.dealerCompany')}</dt>
            <dd>{application.companyName}</dd>
          </div>
          <div>
            <dt>{t('profile.dealerReference')}</dt>
            <dd>{application.reference}</dd>
          </div>
          <div>
            <dt>{t('profile.dealerStatusLabel')}</dt>
            <dd>
              <span className={styles.badge} data-status={application.status}>
                {t(`profile.dealerStatus.${application.status}`)}
              </span>
            </dd>
          </div>
        </dl>
      ) : (
        <>
          <p className={styles.muted}>{t('profile.dealerNone')}</p>
          <Link to="/account/dealer/" className={styles.textLink}>
            {t('profile.dealerApply')}
          </Link>
        </>
      )}
    </section>
  )
}

function Security() {
  const { t } = useAccountStrings()
  const { logOut, busy } = useLogout()
  return (
    <section className={styles.card} aria-labelledby="profile-security">
      <div className={styles.cardHead}>
        <h2 id="profile-security">{t('profile.securityHeading')}</h2>
      </div>
      <p className={styles.muted}>{t('profile.securityText')}</p>
      <div className={styles.actions}>
        <Link to="/account/password/" className="button button--secondary">
          {t('menu.password')}
        </Link>
        <button type="button" className="button button--secondary" onClick={() => void logOut()} disabled={busy}>
          {t('menu.logout')}
        </button>
      </div>
    </section>
  )
}
