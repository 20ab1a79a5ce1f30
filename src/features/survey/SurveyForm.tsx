import type { FormEvent } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SHOWROOMS } from '@/config/site'
import { FormNotices } from '@/components/form/FormNotices'
import { PhoneField } from '@/components/form/PhoneField'
import formStyles from '@/components/form/form.module.css'
import { CheckboxField, ChoiceGroup, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form/controls'
import { lazyZodResolver } from '@/components/form/lazy-resolver'
import { useFormKit } from '@/components/form/use-form-kit'
import { useEarlyInput } from '@/components/form/use-early-input'
import { islandPending } from '@/components/island'
import {
  SURVEY_DEFAULTS,
  SURVEY_FIELDS,
  SURVEY_FORM_ID as FORM_ID,
  VISIT_TYPE_OPTIONS,
  WENT_WELL_OPTIONS,
  type SurveyFormOutput,
  type SurveyFormValues,
} from './form-values'
import { submitSurvey, useSubmitSurvey } from './api/submit-survey'
import { useSurveyStrings } from './use-survey-strings'
import styles from './Survey.module.css'

const validation = lazyZodResolver<SurveyFormValues, SurveyFormOutput>(() => import('./validation').then((module) => module.surveyFormSchema))

const RATINGS = ['1', '2', '3', '4', '5'] as const
const SCORES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const

export type SurveyResult = { reference: string; contactConsent: boolean }

/**
 * The customer satisfaction survey: where and why the visit was, two scores, what went well,
 * comments, and contact details only for those who want to be contacted.
 */
export function SurveyForm({ onSubmitted }: { onSubmitted: (result: SurveyResult) => void }) {
  const { t } = useSurveyStrings()
  const { t: tCommon } = useTranslation()
  const surveySubmission = useSubmitSurvey()

  const kit = useFormKit<SurveyFormValues, SurveyFormOutput, { reference: string }>({
    formId: FORM_ID,
    validation,
    defaults: SURVEY_DEFAULTS,
    fields: SURVEY_FIELDS,
    mutation: surveySubmission,
    preloadCall: submitSurvey.preload,
    onSuccess: ({ reference }, survey) => onSubmitted({ reference, contactConsent: survey.contactConsent }),
  })
  const { form, submission, fieldId: fid } = kit
  const { register, control } = form
  const { errors } = form.formState
  const contactConsent = useWatch({ control, name: 'contactConsent' })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!submission.busy) kit.submit()
  }

  // Last of the hooks: what was typed before hydration goes in after a restored draft.
  const formRef = useEarlyInput({ islandRoot: true })
  return (
    <form ref={formRef} {...islandPending} className={styles.card} noValidate onSubmit={onSubmit} onFocus={kit.preload} aria-labelledby="survey-form-title">
      <div className={formStyles.frame}>
      <h2 id="survey-form-title" className={styles.title}>
        {t('formTitle')}
      </h2>
      <FormNotices kit={kit} />

      <div className={styles.questions}>
        <SelectField
          id={fid('showroomId')}
          label={t('fields.showroom')}
          placeholder={t('fields.showroomPlaceholder')}
          options={SHOWROOMS.map((showroom) => ({ value: showroom.id, label: showroom.name }))}
          error={errors.showroomId?.message}
          registration={register('showroomId')}
        />
        <ChoiceGroup
          id={fid('visitType')}
          type="radio"
          legend={t('fields.visitType')}
          options={VISIT_TYPE_OPTIONS.map((type) => ({ value: type, label: t(`fields.visitTypes.${type}`) }))}
          error={errors.visitType?.message}
          registration={register('visitType')}
        />
        <ChoiceGroup
          id={fid('overallRating')}
          type="radio"
          variant="pills"
          legend={t('fields.overallRating')}
          hint={t('fields.overallRatingHint')}
          options={RATINGS.map((value) => ({ value, label: value }))}
          error={errors.overallRating?.message}
          registration={register('overallRating')}
        />
        <ChoiceGroup
          id={fid('recommendScore')}
          type="radio"
          variant="pills"
          legend={t('fields.recommendScore')}
          hint={t('fields.recommendScoreHint')}
          options={SCORES.map((value) => ({ value, label: value }))}
          error={errors.recommendScore?.message}
          registration={register('recommendScore')}
        />
        <ChoiceGroup
          id={fid('wentWell')}
          type="checkbox"
          legend={t('fields.wentWell')}
          hint={t('fields.wentWellHint')}
          optional
          options={WENT_WELL_OPTIONS.map((value) => ({ value, label: t(`fields.wentWellOptions.${value}`) }))}
          error={errors.wentWell?.message}
          registration={register('wentWell')}
        />
        <TextAreaField
          id={fid('comments')}
          label={t('fields.comments')}
          hint={t('fields.commentsHint')}
          optional
          rows={5}
          error={errors.comments?.message}
          registration={register('comments')}
        />
        <div className={styles.contact}>
          <CheckboxField id={fid('contactConsent')} label={t('fields.contactConsent')} hint={t('fields.contactHint')} registration={register('contactConsent')} />
          {contactConsent ? (
            <div className={`${formStyles.grid} ${styles.contactFields}`}>
              <TextField id={fid('name')} className={formStyles.span2} label={t('fields.name')} autoComplete="name" error={errors.name?.message} registration={register('name')} />
              <div className={formStyles.span2}>
                <PhoneField formId={FORM_ID} control={control} countryName="phoneCountry" phoneName="phone" countryError={errors.phoneCountry?.message} phoneError={errors.phone?.message} />
              </div>
            </div>
          ) : null}
        </div>
      </div>

      <div className={formStyles.actions}>
        <SubmitButton busy={submission.busy}>{tCommon('action.submit')}</SubmitButton>
      </div>
      </div>
    </form>
  )
}
