import { startTransition, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from '@tanstack/react-router'
import type { TestDriveResponse } from '@/contract/test-drive'
import { SHOWROOMS } from '@/config/site'
import { FormNotices } from '@/components/form/FormNotices'
import formStyles from '@/components/form/form.module.css'
import { SubmitButton } from '@/components/form/controls'
import { lazyZodResolver } from '@/components/form/lazy-resolver'
import { useFormKit } from '@/components/form/use-form-kit'
import { useEarlyInput } from '@/components/form/use-early-input'
import { islandPending } from '@/components/island'
import { usePreselectedValue } from '@/components/form/use-preselected-value'
import { dateProblem, testDriveSlots } from '@/lib/booking-slots'
import { isOffline } from '@/lib/submit-failure'
import { historyValue } from '@/lib/use-history-value'
import { bookTestDrive, useBookTestDrive } from './api/book-test-drive'
import { CONFIRMED_BOOKING_KEY } from './booking-store'
import { ChooseStep } from './ChooseStep'
import { DetailsStep } from './DetailsStep'
import {
  STEP_ONE_FIELDS,
  TEST_DRIVE_DEFAULTS,
  TEST_DRIVE_FIELDS,
  TEST_DRIVE_FORM_ID as FORM_ID,
  stepOf,
  type TestDriveFormOutput,
  type TestDriveFormValues,
  type TestDriveStep,
} from './form-values'
import { useBookingSteps } from './use-booking-steps'
import { usePreselectedModel } from './use-preselected-model'
import { useSlotClock } from './use-slot-clock'
import { useTestDriveStrings } from './use-test-drive-strings'
import styles from './TestDrive.module.css'

const SALES_SHOWROOM_IDS: readonly string[] = SHOWROOMS.filter((showroom) => (showroom.offers as readonly string[]).includes('sales')).map((showroom) => showroom.id)

export type ModelOption = { id: string; title: string }

type TestDriveFormProps = {
  /** Every model that can be booked (each model with a page), in menu order. */
  models: readonly ModelOption[]
  /** ?modelId= of the page, if any. */
  requestedModelId?: string | undefined
  /** ?showroom= of the page, if any: preselected when it is a showroom that sells. */
  requestedShowroomId?: string | undefined
  /** The step the address asks for: ?step=details is 2, so the browser's Back and Forward move between the steps. */
  requestedStep?: TestDriveStep
}

// zod, the contract and the request code load on demand (the rules here, the call in its hook's file): they are not part of the page's first load.
const validation = lazyZodResolver<TestDriveFormValues, TestDriveFormOutput>(() => import('./validation').then((module) => module.testDriveFormSchema))

/**
 * Test-drive booking (SPEC §2): step 1 chooses the model, showroom, date and time; the book-info
 * sub-step takes the visitor's details and consents. One form across both steps, so Back keeps
 * every value; the draft keeps them across reloads.
 */
export function TestDriveForm({ models, requestedModelId, requestedShowroomId, requestedStep = 1 }: TestDriveFormProps) {
  const { t } = useTestDriveStrings()
  const { t: tCommon } = useTranslation()
  const navigate = useNavigate()
  const booking = useBookTestDrive()

  const kit = useFormKit<TestDriveFormValues, TestDriveFormOutput, TestDriveResponse, { step: TestDriveStep }>({
    formId: FORM_ID,
    validation,
    defaults: TEST_DRIVE_DEFAULTS,
    fields: TEST_DRIVE_FIELDS,
    mutation: booking,
    preloadCall: bookTestDrive.preload,
    onSuccess: (booking) => {
      void navigate({ to: '/message/test-drive-success/', state: historyValue(CONFIRMED_BOOKING_KEY, booking) })
    },
    // A draft left on step 2 opens on step 2 again (a reload, or the page opened again later).
    onRestore: (restored) => restored.extra?.step === 2 && steps.restoreStep(2),
    // The first field in error may be on the other step: show that step (its heading keeps no focus).
    onReveal: (field) => stepOf(field) !== steps.step && steps.changeStep(stepOf(field), { focusHeading: false }),
  })
  const { form, submission } = kit

  const steps = useBookingSteps({
    requestedStep,
    isStepOneComplete: () => {
      const [modelId, showroomId, date, time] = form.getValues(['modelId', 'showroomId', 'date', 'time'])
      const clock = new Date()
      return (
        models.some((option) => option.id === modelId) &&
        SHOWROOMS.some((showroom) => showroom.id === showroomId) &&
        dateProblem(date, clock) === null &&
        testDriveSlots(date, clock).includes(time)
      )
    },
    saveStep: (step) => kit.draft.saveExtra({ step }),
  })
  const { step, changeStep, stepHeadingRef } = steps
  usePreselectedModel(form, models, requestedModelId)
  usePreselectedValue(form.setValue, 'showroomId', 'showroom', requestedShowroomId, SALES_SHOWROOM_IDS)
  const clock = useSlotClock(form)

  /** Step 1's Next: only its own fields are checked. */
  const goToDetails = async () => {
    let valid: boolean
    try {
      valid = await form.trigger([...STEP_ONE_FIELDS])
    } catch {
      submission.fail({ kind: isOffline() ? 'offline' : 'network' })
      return
    }
    if (valid) {
      kit.errorDisplay.hide()
      // Step 2's fields render in a transition, in slices: the tap is answered at the next frame
      // (INP on a slow phone), and step 2 follows as soon as it is ready.
      startTransition(() => changeStep(2))
    } else kit.errorDisplay.revealCurrent()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submission.busy) return
    if (step === 1) void goToDetails()
    else kit.submit()
  }

  const onFocus = () => {
    kit.preload()
    clock.refreshClock()
  }

  // Last of the hooks: what was typed before hydration goes in after a restored draft.
  const formRef = useEarlyInput({ islandRoot: true })
  return (
    <form ref={formRef} {...islandPending} className={styles.form} noValidate onSubmit={onSubmit} onFocus={onFocus} aria-labelledby="test-drive-step-title">
      <div className={formStyles.frame}>
        {/* An <ol> takes no name of its own: the group names it. */}
        <div role="group" aria-label={t('steps.label')}>
          <ol className={styles.progress}>
            {([1, 2] as const).map((number) => (
              <li key={number} className={styles.progressStep} aria-current={step === number ? 'step' : undefined} data-done={number < step || undefined}>
                <span className={styles.progressNumber} aria-hidden="true">
                  {number}
                </span>
                <span>{number === 1 ? t('steps.choose') : t('steps.details')}</span>
              </li>
            ))}
          </ol>
        </div>

        <p className={styles.eyebrow}>{t('steps.progress', { number: step, total: 2 })}</p>
        <h2 id="test-drive-step-title" className={styles.stepTitle} ref={stepHeadingRef} tabIndex={-1}>
          {step === 1 ? t('steps.choose') : t('steps.details')}
        </h2>

        <FormNotices
          kit={kit}
          // Step 1 lists only its own fields' problems.
          summaryItems={step === 1 ? kit.errorDisplay.summaryItems.filter((item) => stepOf(item.name) === 1) : kit.errorDisplay.summaryItems}
          onStartOver={() => changeStep(1)}
        />

        {step === 1 ? <ChooseStep form={form} models={models} now={clock.now} /> : <DetailsStep form={form} models={models} onChangeChoice={() => changeStep(1)} />}

        <div className={formStyles.actions}>
          {step === 2 ? (
            <button type="button" className="button button--secondary" onClick={() => changeStep(1)} disabled={submission.busy}>
              {tCommon('action.back')}
            </button>
          ) : null}
          {step === 1 ? (
            <button type="submit" className={`button button--primary ${formStyles.submit}`}>
              {tCommon('action.next')}
            </button>
          ) : (
            <SubmitButton busy={submission.busy}>{tCommon('action.submit')}</SubmitButton>
          )}
        </div>
      </div>
    </form>
  )
}
