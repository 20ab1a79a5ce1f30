import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from '@tanstack/react-router'
import type { UserProfile } from '@/contract/passport'
import { Seo } from '@/components/Seo'
import { PhoneField, SelectField, TextAreaField, TextField, fieldId, useEarlyInput } from '@/components/form'
import { DraftNotice } from '@/components/form/DraftNotice'
import { ErrorSummary } from '@/components/form/ErrorSummary'
import { useFormKit } from '@/components/form/use-form-kit'
import { countryOfPrefix } from '@/lib/phone-number'
import { registerDealer, useRegisterDealer } from '../api/register-dealer'
import { FormAlert } from '../components/FormAlert'
import { SessionGate } from '../components/SessionGate'
import { DEALER_FIELDS, DEFAULT_PHONE_COUNTRY, type DealerOutput, type DealerValues } from '../form-values'
import { NIGERIAN_STATES } from '@/contract/nigerian-states'
import { useAccountResolver } from '../use-account-resolver'
import { useAccountStrings } from '../use-account-strings'
import styles from '../components/account.module.css'

const FORM_ID = 'dealer'
// Place names stay Latin on a Chinese page (README "Languages": addresses).
const STATE_OPTIONS = NIGERIAN_STATES.map((state) => ({ value: state, label: state, translate: 'no' as const }))
const EMPTY: DealerValues = {
  companyName: '',
  contactName: '',
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  phone: '',
  email: '',
  city: '',
  state: '',
  message: '',
}

type Received = { name: string; reference: string }

/** Dealer registration (POST /api/user/register/dealer/): open to anyone, prefilled for a logged-in visitor. */
export function DealerPage() {
  const { t } = useAccountStrings()
  const [received, setReceived] = useState<Received | null>(null)
  return (
    <>
      <Seo title={t('seo.dealer.title')} description={t('seo.dealer.description')} keywords={t('seo.keywords')} path="/account/dealer/" noindex />
      <section className={`page-hero ${styles.hero}`}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t('menu.dealer')}</p>
          <h1>{t('dealer.heading')}</h1>
          <p>{t('dealer.intro')}</p>
        </div>
      </section>
      <div className={styles.dealerLayout}>
        <div className={styles.card}>
          {received ? <DealerReceived received={received} onAnother={() => setReceived(null)} /> : <DealerForm onReceived={setReceived} />}
        </div>
        <aside className={styles.aside} aria-labelledby="dealer-benefits">
          <h2 id="dealer-benefits">{t('dealer.benefitsHeading')}</h2>
          <ul>
            {(t('dealer.benefits', { returnObjects: true }) as string[]).map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  )
}

function DealerReceived({ received, onAnother }: { received: Received; onAnother: () => void }) {
  const { t } = useAccountStrings()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={styles.received} role="status">
      <span className={styles.tick} aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1}>
        {t('dealer.successHeading')}
      </h2>
      <p>{t('dealer.successText', received)}</p>
      <button type="button" className="button button--secondary" onClick={onAnother}>
        {t('dealer.another')}
      </button>
    </div>
  )
}

function DealerForm({ onReceived }: { onReceived: (received: Received) => void }) {
  const { t: tCommon } = useTranslation()
  const { t } = useAccountStrings()
  const kit = useFormKit({
    formId: FORM_ID,
    validation: useAccountResolver<DealerValues, DealerOutput>('dealerSchema'),
    defaults: EMPTY,
    // The draft keeps every answer (none is secret) until the application is received.
    // Changed answers replace the unanswered tries (`supersedes`): one application stays, the last one sent.
    keying: 'superseding',
    // Offline the form says so at once, as before the kit (decision 028); it sends nothing later on its own.
    queueOffline: false,
    fields: DEALER_FIELDS,
    mutation: useRegisterDealer(),
    preloadCall: registerDealer.preload,
    onSuccess: ({ reference }, values) => onReceived({ name: values.contactName, reference }),
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
      <h2 className={styles.formHeading}>{t('dealer.formHeading')}</h2>
      <SessionGate pending={null}>{(session) => (session.loggedIn ? <PrefillFromProfile form={form} profile={session.profile} /> : null)}</SessionGate>
      <form ref={formRef} id={FORM_ID} className={styles.form} noValidate onSubmit={onSubmit} onFocus={kit.preload}>
        {kit.draft.restored ? <DraftNotice onStartOver={kit.startOver} /> : null}
        <ErrorSummary formId={FORM_ID} items={kit.errorDisplay.summaryItems} />
        <TextField
          id={fieldId(FORM_ID, 'companyName')}
          label={t('fields.companyName')}
          autoComplete="organization"
          error={errors.companyName?.message}
          registration={form.register('companyName')}
        />
        <TextField
          id={fieldId(FORM_ID, 'contactName')}
          label={t('fields.contactName')}
          autoComplete="name"
          error={errors.contactName?.message}
          registration={form.register('contactName')}
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
        <TextField
          id={fieldId(FORM_ID, 'email')}
          label={tCommon('field.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <div className={styles.twoColumns}>
          <TextField
            id={fieldId(FORM_ID, 'city')}
            label={t('fields.city')}
            autoComplete="address-level2"
            error={errors.city?.message}
            registration={form.register('city')}
          />
          <SelectField
            id={fieldId(FORM_ID, 'state')}
            label={t('fields.state')}
            placeholder={t('fields.statePlaceholder')}
            options={STATE_OPTIONS}
            autoComplete="address-level1"
            error={errors.state?.message}
            registration={form.register('state')}
          />
        </div>
        <TextAreaField
          id={fieldId(FORM_ID, 'message')}
          label={t('fields.message')}
          hint={t('fields.messageHint')}
          optional
          error={errors.message?.message}
          registration={form.register('message')}
        />
        <p className={styles.muted}>
          {t('dealer.privacy')} <Link to="/statement/" hash="privacy">{t('dealer.privacyLink')}</Link>
        </p>
        <FormAlert failure={kit.failure} />
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={submission.busy}>
            {submission.busy ? t('dealer.submitting') : t('dealer.submit')}
          </button>
        </div>
      </form>
    </>
  )
}

/**
 * Fills the contact fields the visitor has left empty from the profile, once: never over what was
 * typed (before the profile arrived, before hydration, or from a draft).
 */
function PrefillFromProfile({ form, profile }: { form: UseFormReturn<DealerValues, unknown, DealerOutput>; profile: UserProfile }) {
  useEffect(() => {
    const { getValues, setValue } = form
    const fillEmpty = (field: 'contactName' | 'phone' | 'email', value: string) => {
      if (getValues(field).trim() === '' && value !== '') setValue(field, value)
    }
    if (getValues('phone').trim() === '') setValue('phoneCountry', countryOfPrefix(profile.phone) ?? DEFAULT_PHONE_COUNTRY)
    fillEmpty('contactName', profile.name)
    fillEmpty('phone', profile.phone)
    fillEmpty('email', profile.email ?? '')
  }, [form, profile])
  return null
}
