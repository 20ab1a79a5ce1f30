import { useRef, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from '@tanstack/react-router'
import { SHOWROOMS } from '@/config/site'
import { BookingDateField } from '@/components/form/BookingDateField'
import { FormNotices } from '@/components/form/FormNotices'
import { PhoneField } from '@/components/form/PhoneField'
import formStyles from '@/components/form/form.module.css'
import { SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form/controls'
import { lazyZodResolver } from '@/components/form/lazy-resolver'
import { useFormKit } from '@/components/form/use-form-kit'
import { useEarlyInput } from '@/components/form/use-early-input'
import { islandPending } from '@/components/island'
import { WORK_ORDER_FORM_ID as FORM_ID } from './form-id'
import { usePreselectedValue } from '@/components/form/use-preselected-value'
import { historyValue } from '@/lib/use-history-value'
import {
  SERVICE_TYPE_OPTIONS,
  WORK_ORDER_DEFAULTS,
  WORK_ORDER_FIELDS,
  type WorkOrderFormOutput,
  type WorkOrderFormValues,
} from './form-values'
import { submitWorkOrder, useSubmitWorkOrder } from './api/submit-work-order'
import { CONFIRMED_ORDER_KEY, type ConfirmedOrder } from './order-store'
import { useWorkOrderStrings } from './use-work-order-strings'
import styles from './WorkOrder.module.css'

export type ServiceModelOption = { id: string; title: string }

type BookServiceSectionProps = {
  /** Every model the workshops service (all of SPEC §3, including those no longer sold). */
  models: readonly ServiceModelOption[]
  /** The anchor id, when the page does not already give the section one (the contact page's is 'book-service'). */
  id?: string
  /** ?showroom= of the page, if any: preselected when it is a showroom that services cars. */
  requestedShowroomId?: string | undefined
}

const SERVICE_SHOWROOMS = SHOWROOMS.filter((showroom) => (showroom.offers as readonly string[]).includes('service'))
const SERVICE_SHOWROOM_IDS: readonly string[] = SERVICE_SHOWROOMS.map((showroom) => showroom.id)

const validation = lazyZodResolver<WorkOrderFormValues, WorkOrderFormOutput>(() => import('./validation').then((module) => module.workOrderFormSchema))

/**
 * "Book a service" (work order, SPEC §7 POST /api/work-order/): who, which car, which service,
 * where and when. On success the visitor goes to /message/work-order-success with the reference.
 */
export function BookServiceSection({ models, id, requestedShowroomId }: BookServiceSectionProps) {
  const { t } = useWorkOrderStrings()
  const { t: tCommon } = useTranslation()
  const navigate = useNavigate()
  const workOrder = useSubmitWorkOrder()

  const kit = useFormKit<WorkOrderFormValues, WorkOrderFormOutput, { reference: string }>({
    formId: FORM_ID,
    validation,
    defaults: WORK_ORDER_DEFAULTS,
    fields: WORK_ORDER_FIELDS,
    mutation: workOrder,
    preloadCall: submitWorkOrder.preload,
    onSuccess: ({ reference }, order) => {
      const { name, modelId, registrationOrVin, serviceType, showroomId, preferredDate } = order
      const confirmed: ConfirmedOrder = { reference, name, modelId, registrationOrVin, serviceType, showroomId, preferredDate }
      void navigate({ to: '/message/work-order-success/', state: historyValue(CONFIRMED_ORDER_KEY, confirmed) })
    },
  })
  const { form, fieldId: fid } = kit
  const { register, control } = form
  const { errors } = form.formState
  // The submission's mutation is the form's loading state (it also drives the shared loadingForm flag).
  const busy = kit.submission.busy
  // The showroom finder's "Book a service here" scrolls here: keyboard users start here too.
  const headingRef = useRef<HTMLHeadingElement>(null)
  usePreselectedValue(form.setValue, 'showroomId', 'showroom', requestedShowroomId, SERVICE_SHOWROOM_IDS, () => headingRef.current?.focus({ preventScroll: true }))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!busy) kit.submit()
  }

  // Last of the hooks: what was typed before hydration goes in after a restored draft. The form is
  // the island's root (book-service-form.tsx): a tap held before its code arrived is replayed.
  const formRef = useEarlyInput({ islandRoot: true })
  return (
    <div id={id} className={styles.section}>
      <div className={styles.head}>
        <h2 id="book-service-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('heading')}
        </h2>
        <p className={styles.intro}>{t('intro')}</p>
        <ul className={styles.next}>
          <li>{t('next.call')}</li>
          <li>{t('next.papers')}</li>
          <li>{t('next.free')}</li>
          <li>{t('next.repair')}</li>
        </ul>
      </div>
      <form
        ref={formRef}
        {...islandPending}
        className={styles.card}
        noValidate
        onSubmit={onSubmit}
        onFocus={kit.preload}
        aria-labelledby="book-service-title"
      >
        <div className={formStyles.frame}>
        <FormNotices kit={kit} busy={busy} />

        <h3 className={styles.group}>{t('groups.you')}</h3>
        <div className={formStyles.grid}>
          <TextField id={fid('name')} className={formStyles.span2} label={t('fields.name')} autoComplete="name" error={errors.name?.message} registration={register('name')} />
          <div className={formStyles.span2}>
            <PhoneField formId={FORM_ID} control={control} countryName="phoneCountry" phoneName="phone" countryError={errors.phoneCountry?.message} phoneError={errors.phone?.message} />
          </div>
          <TextField
            id={fid('email')}
            className={formStyles.span2}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            label={t('fields.email')}
            error={errors.email?.message}
            registration={register('email')}
          />
        </div>

        <h3 className={styles.group}>{t('groups.vehicle')}</h3>
        <div className={formStyles.grid}>
          <SelectField
            id={fid('modelId')}
            className={formStyles.span2}
            label={t('fields.model')}
            placeholder={t('fields.modelPlaceholder')}
            options={models.map((model) => ({ value: model.id, label: model.title }))}
            error={errors.modelId?.message}
            registration={register('modelId')}
          />
          <TextField
            id={fid('registrationOrVin')}
            className={formStyles.span2}
            label={t('fields.registrationOrVin')}
            hint={t('fields.registrationOrVinHint')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            error={errors.registrationOrVin?.message}
            registration={register('registrationOrVin')}
          />
          <TextField
            id={fid('mileageKm')}
            label={t('fields.mileage')}
            hint={t('fields.mileageHint')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.mileageKm?.message}
            registration={register('mileageKm')}
          />
        </div>

        <h3 className={styles.group}>{t('groups.service')}</h3>
        <div className={formStyles.grid}>
          <SelectField
            id={fid('serviceType')}
            label={t('fields.serviceType')}
            placeholder={t('fields.serviceTypePlaceholder')}
            options={SERVICE_TYPE_OPTIONS.map((type) => ({ value: type, label: t(`serviceTypes.${type}`) }))}
            error={errors.serviceType?.message}
            registration={register('serviceType')}
          />
          <SelectField
            id={fid('showroomId')}
            label={t('fields.showroom')}
            placeholder={t('fields.showroomPlaceholder')}
            options={SERVICE_SHOWROOMS.map((showroom) => ({ value: showroom.id, label: showroom.name }))}
            error={errors.showroomId?.message}
            registration={register('showroomId')}
          />
          <BookingDateField
            id={fid('preferredDate')}
            className={formStyles.span2}
            label={t('fields.preferredDate')}
            hint={t('fields.preferredDateHint')}
            error={errors.preferredDate?.message}
            registration={register('preferredDate')}
          />
          <TextAreaField
            id={fid('description')}
            className={formStyles.span2}
            label={t('fields.description')}
            hint={t('fields.descriptionHint')}
            rows={5}
            error={errors.description?.message}
            registration={register('description')}
          />
        </div>

        <div className={formStyles.actions}>
          <SubmitButton busy={busy}>{tCommon('action.submit')}</SubmitButton>
        </div>
        </div>
      </form>
    </div>
  )
}
