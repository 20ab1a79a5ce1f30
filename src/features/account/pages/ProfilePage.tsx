import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
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
import { isApiError } from '@/lib/api'
import { NOT_SIGNED_IN_CODE, storeLoggedOut } from '../api/session'
import { profileDetailQueryOptions } from '../api/get-profile-detail'
import { useLogout } from '../api/logout'
import { useUpdateProfile } from '../api/update-profile'
import { AccountShell } from '../components/AccountShell'
import { FormAlert } from '../components/FormAlert'
import { NoPermission } from '../components/NoPermission'
import { LoadErrorAlert, SessionGate, SessionPending } from '../components/SessionGate'
import { PROFILE_FIELDS, type ProfileValues } from '../form-values'
import { useAccountResolver } from '../use-account-resolver'
import { useAccountSubmit } from '../use-account-submit'
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
    // The session ended elsewhere (another tab, expiry): show the logged-out state everywhere.
    if (isApiError(error) && error.code === NOT_SIGNED_IN_CODE) storeLoggedOut(queryClient)
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
  const profileUpdate = useUpdateProfile()
  const { resolver, preload } = useAccountResolver<ProfileValues>('profileSchema')
  const form = useForm<ProfileValues>({
    resolver,
    defaultValues: { firstName: detail.firstName, lastName: detail.lastName, email: detail.email ?? '' },
    shouldFocusError: false,
  })
  const { errors } = form.formState
  const { submit, pending, serverMessage, errorDisplay } = useAccountSubmit({
    formId: FORM_ID,
    form,
    fields: PROFILE_FIELDS,
    needsSession: true,
    send: (values) => profileUpdate.mutateAsync({ firstName: values.firstName, lastName: values.lastName, ...(values.email ? { email: values.email } : {}) }),
    onSuccess: () => {
      notify('success', t('profile.saved'))
      onDone()
    },
  })

  useEffect(() => {
    preload()
    form.setFocus('firstName')
  }, [form, preload])

  return (
    <form id={FORM_ID} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary formId={FORM_ID} items={errorDisplay.summaryItems} />
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
      <FormAlert message={serverMessage} />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('profile.saving') : t('profile.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone} disabled={pending}>
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
