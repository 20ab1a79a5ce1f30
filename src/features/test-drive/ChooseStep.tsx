import { useController, useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SHOWROOMS } from '@/config/site'
import { BookingDateField } from '@/components/form/BookingDateField'
import formStyles from '@/components/form/form.module.css'
import { SelectField } from '@/components/form/controls'
import { fieldId } from '@/components/form/field-id'
import { testDriveSlots } from '@/lib/booking-slots'
import { useContentLocale } from '@/lib/use-content-locale'
import { useVisitorTime } from '@/lib/use-visitor-time'
import { TEST_DRIVE_FORM_ID as FORM_ID, type TestDriveFormOutput, type TestDriveFormValues } from './form-values'
import type { ModelOption } from './TestDriveForm'
import { useTestDriveStrings } from './use-test-drive-strings'

const SALES_SHOWROOMS = SHOWROOMS.filter((showroom) => (showroom.offers as readonly string[]).includes('sales'))

type ChooseStepProps = {
  form: UseFormReturn<TestDriveFormValues, unknown, TestDriveFormOutput>
  models: readonly ModelOption[]
  /** The clock the date's time slots follow (use-slot-clock); none before the visitor used the form. */
  now: Date | null
}

/** Step 1: the model, the showroom, the date and a time that date offers. */
export function ChooseStep({ form, models, now }: ChooseStepProps) {
  const { t } = useTestDriveStrings()
  const { t: tCommon } = useTranslation()
  const { register, control } = form
  const { errors } = form.formState
  // The time's options depend on the date: a controlled select shows a restored time once its option exists.
  const {
    field: { name: timeName, value: time, onChange: onTimeChange, onBlur: onTimeBlur, ref: timeRef },
  } = useController({ control, name: 'time' })
  const [showroomId, date] = useWatch({ control, name: ['showroomId', 'date'] })
  const showroom = SHOWROOMS.find((candidate) => candidate.id === showroomId)
  const slots = now && date ? testDriveSlots(date, now) : []
  const slotsHint = !date ? t('fields.timeHintNoDate') : slots.length === 0 ? (now ? t('fields.timeHintNone') : undefined) : t('fields.timeHint', { count: slots.length })
  // The slots are Lagos times; a visitor elsewhere also sees the chosen one on their own clock.
  const yours = useVisitorTime(date, time, useContentLocale())
  const timeHint = [slotsHint, t('showroomTime.timesHint'), yours ? t('showroomTime.chosenYours', { time, yours }) : undefined].filter(Boolean).join(' ')
  const id = (name: keyof TestDriveFormValues) => fieldId(FORM_ID, name)

  return (
    <div className={formStyles.grid}>
      <SelectField
        id={id('modelId')}
        label={t('fields.model')}
        placeholder={t('fields.modelPlaceholder')}
        options={models.map((option) => ({ value: option.id, label: option.title }))}
        error={errors.modelId?.message}
        registration={register('modelId')}
      />
      <SelectField
        id={id('showroomId')}
        label={t('fields.showroom')}
        placeholder={t('fields.showroomPlaceholder')}
        options={SALES_SHOWROOMS.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        hint={showroom ? t('showroomHint', { address: showroom.address, hours: t('showroomHours') }) : undefined}
        error={errors.showroomId?.message}
        registration={register('showroomId')}
      />
      <BookingDateField id={id('date')} label={t('fields.date')} hint={t('fields.dateHint')} error={errors.date?.message} registration={register('date')} />
      <SelectField
        id={id('time')}
        label={t('fields.time')}
        placeholder={tCommon('action.selectTime')}
        // A restored time the date no longer offers stays listed, so the visitor sees what was chosen (Next checks it).
        options={[...new Set([...slots, ...(time && !slots.includes(time) ? [time] : [])])].map((slot) => ({ value: slot, label: slot }))}
        hint={timeHint}
        error={errors.time?.message}
        value={time}
        registration={{
          name: timeName,
          ref: timeRef,
          onBlur: async () => onTimeBlur(),
          onChange: async (event: { target: { value: string } }) => onTimeChange(event.target.value),
        }}
      />
    </div>
  )
}
