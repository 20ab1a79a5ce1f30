import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SHOWROOMS } from '@/config/site'
import { AppLink } from '@/components/AppLink'
import { PhoneField } from '@/components/form/PhoneField'
import formStyles from '@/components/form/form.module.css'
import { CheckboxField, TextAreaField, TextField } from '@/components/form/controls'
import { fieldId } from '@/components/form/field-id'
import { formatLongDate } from '@/lib/booking-slots'
import { useContentLocale } from '@/lib/use-content-locale'
import { useVisitorTime } from '@/lib/use-visitor-time'
import { TEST_DRIVE_FORM_ID as FORM_ID, type TestDriveFormOutput, type TestDriveFormValues } from './form-values'
import type { ModelOption } from './TestDriveForm'
import { useTestDriveStrings } from './use-test-drive-strings'
import styles from './TestDrive.module.css'

type DetailsStepProps = {
  form: UseFormReturn<TestDriveFormValues, unknown, TestDriveFormOutput>
  models: readonly ModelOption[]
  /** "Change": back to step 1. */
  onChangeChoice: () => void
}

/** Step 2 (book-info): the choice so far, then the visitor's details and consents. */
export function DetailsStep({ form, models, onChangeChoice }: DetailsStepProps) {
  const { t } = useTestDriveStrings()
  const locale = useContentLocale()
  const { t: tCommon } = useTranslation()
  const { register, control } = form
  const { errors } = form.formState
  const [modelId, showroomId, date, time] = useWatch({ control, name: ['modelId', 'showroomId', 'date', 'time'] })
  const model = models.find((candidate) => candidate.id === modelId)
  const showroom = SHOWROOMS.find((candidate) => candidate.id === showroomId)
  const yours = useVisitorTime(date, time, locale)
  const id = (name: keyof TestDriveFormValues) => fieldId(FORM_ID, name)
  // The chosen date and time in Lagos time, and on the visitor's own clock when that differs.
  const when = (chosenDate: string) => {
    if (!time) return formatLongDate(chosenDate, locale)
    const lagos = t('showroomTime.dateTime', { date: formatLongDate(chosenDate, locale), time })
    return yours ? t('showroomTime.withYours', { when: lagos, yours }) : lagos
  }

  return (
    <>
      <div className={styles.chosen}>
        <p className={styles.chosenLabel}>{t('chosen')}</p>
        <p className={styles.chosenValue}>
          <strong>{model?.title}</strong>
          {showroom ? ` · ${showroom.name}` : ''}
          {date ? ` · ${when(date)}` : ''}
        </p>
        <button type="button" className={formStyles.linkButton} onClick={onChangeChoice}>
          {t('change')}
        </button>
      </div>
      <div className={formStyles.grid}>
        <TextField id={id('firstName')} label={t('fields.firstName')} autoComplete="given-name" error={errors.firstName?.message} registration={register('firstName')} />
        <TextField id={id('lastName')} label={t('fields.lastName')} autoComplete="family-name" error={errors.lastName?.message} registration={register('lastName')} />
        <div className={formStyles.span2}>
          <PhoneField formId={FORM_ID} control={control} countryName="phoneCountry" phoneName="phone" countryError={errors.phoneCountry?.message} phoneError={errors.phone?.message} />
        </div>
        <TextField
          id={id('email')}
          className={formStyles.span2}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={t('fields.email')}
          hint={t('fields.emailHint')}
          error={errors.email?.message}
          registration={register('email')}
        />
        <TextAreaField
          id={id('message')}
          className={formStyles.span2}
          label={t('fields.message')}
          hint={t('fields.messageHint')}
          optional
          error={errors.message?.message}
          registration={register('message')}
        />
        <div className={`${formStyles.span2} ${styles.consents}`}>
          <CheckboxField id={id('contactConsent')} label={t('fields.contactConsent')} required error={errors.contactConsent?.message} registration={register('contactConsent')} />
          <CheckboxField id={id('marketingConsent')} label={t('fields.marketingConsent')} registration={register('marketingConsent')} />
          <p className={styles.privacy}>
            {t('fields.consentHint')}{' '}
            <AppLink href="/statement/" newWindow>
              {t('fields.privacyLink')}
              <span className="visually-hidden"> {tCommon('footer.newWindow')}</span>
            </AppLink>
          </p>
        </div>
      </div>
    </>
  )
}
