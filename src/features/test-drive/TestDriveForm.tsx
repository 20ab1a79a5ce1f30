import { useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react'
import { useController, useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import type { TestDriveResponse } from '@/contract/test-drive'
import { SHOWROOMS } from '@/config/site'
import { AppLink } from '@/components/AppLink'
import { BookingDateField } from '@/components/form/BookingDateField'
import { DraftNotice } from '@/components/form/DraftNotice'
import { enableOnMount } from '@/components/form/hydration-gate'
import { ErrorSummary } from '@/components/form/ErrorSummary'
import { PhoneField } from '@/components/form/PhoneField'
import { SubmitFailureAlert } from '@/components/form/SubmitFailureAlert'
import formStyles from '@/components/form/form.module.css'
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form/controls'
import { fieldId } from '@/components/form/field-id'
import { focusField } from '@/components/form/focus-field'
import { lazyZodResolver } from '@/components/form/lazy-resolver'
import { summaryItems } from '@/components/form/summary-items'
import { useFormDraft } from '@/components/form/use-form-draft'
import { useSubmission } from '@/components/form/use-submission'
import { dateProblem, formatLongDate, testDriveSlots } from '@/lib/booking-slots'
import { isOffline } from '@/lib/submit-failure'
import { modelIdAtom } from '@/lib/state/app-state'
import { pageWarnAtom } from '@/lib/state/loading'
import { saveConfirmedBooking } from './booking-store'
import {
  STEP_ONE_FIELDS,
  STEP_TWO_FIELDS,
  TEST_DRIVE_DEFAULTS,
  TEST_DRIVE_FORM_ID as FORM_ID,
  stepOf,
  type TestDriveFormOutput,
  type TestDriveFormValues,
  type TestDriveStep,
} from './form-values'
import { useTestDriveStrings } from './use-test-drive-strings'
import styles from './TestDrive.module.css'

export type ModelOption = { id: string; title: string }

type TestDriveFormProps = {
  /** Every model that can be booked (each model with a page), in menu order. */
  models: readonly ModelOption[]
  /** ?modelId= of the page, if any. */
  requestedModelId?: string | undefined
  /** The step the address asks for: ?step=details is 2, so the browser's Back and Forward move between the steps. */
  requestedStep?: TestDriveStep
}

/** An unknown ?modelId= is echoed only when it looks like a model id: never a crafted sentence. */
const ECHOABLE_MODEL_ID = /^[a-z0-9-]{1,40}$/

// zod, the contract and the request code load on demand: they are not part of the page's first load.
const validation = lazyZodResolver<TestDriveFormValues, TestDriveFormOutput>(() => import('./validation').then((module) => module.testDriveFormSchema))
const loadBookingCall = () => import('./validation').then((module) => module.bookTestDrive)

const ALL_FIELDS = [...STEP_ONE_FIELDS, ...STEP_TWO_FIELDS]

function isFormField(name: string): name is keyof TestDriveFormValues {
  return name in TEST_DRIVE_DEFAULTS
}

/**
 * Test-drive booking (SPEC §2): step 1 chooses the model, showroom, date and time; the book-info
 * sub-step takes the visitor's details and consents. One form across both steps, so Back keeps
 * every value; the draft keeps them across reloads.
 */
export function TestDriveForm({ models, requestedModelId, requestedStep = 1 }: TestDriveFormProps) {
  const { t } = useTestDriveStrings()
  const { t: tCommon } = useTranslation()
  const navigate = useNavigate()
  const router = useRouter()
  const sharedModelId = useAtomValue(modelIdAtom)
  const setPageWarn = useSetAtom(pageWarnAtom)
  const [step, setStep] = useState<TestDriveStep>(1)
  const [showSummary, setShowSummary] = useState(false)
  /** The browser clock when the visitor last touched the date: slots and the date range follow it. */
  const [now, setNow] = useState<Date | null>(null)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const focusStepHeading = useRef(false)

  const form = useForm<TestDriveFormValues, unknown, TestDriveFormOutput>({
    resolver: validation.resolver,
    defaultValues: TEST_DRIVE_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })
  const { register, control, setValue, getValues, trigger, getFieldState } = form
  // The time's options depend on the date: a controlled select shows a restored time once its option exists.
  const {
    field: { name: timeName, value: timeValue, onChange: onTimeChange, onBlur: onTimeBlur, ref: timeRef },
  } = useController({ control, name: 'time' })
  const { errors } = form.formState

  /** Whether this page pushed the history entry of step 2 (so leaving it is the browser's Back). */
  const pushedDetailsEntry = useRef(false)

  /** Moves the address to a step: step 2 gets its own history entry (?step=details); step 1 goes back to the entry before it, or replaces it. */
  const showStepInAddress = useCallback(
    (next: TestDriveStep) => {
      if (next === 1 && pushedDetailsEntry.current) {
        pushedDetailsEntry.current = false
        router.history.back()
        return
      }
      pushedDetailsEntry.current = next === 2
      void navigate({
        to: '/test-drive/',
        search: (previous) => ({ ...previous, step: next === 2 ? 'details' : undefined }),
        replace: next === 1,
        resetScroll: false,
      })
    },
    [navigate, router],
  )

  const draft = useFormDraft<TestDriveFormValues, { step: TestDriveStep }>({
    formId: FORM_ID,
    form,
    defaults: TEST_DRIVE_DEFAULTS,
    onRestore: (restored) => {
      // A draft left on step 2 opens on step 2 again (a reload, or the page opened again later): the address leads.
      if (restored.extra?.step === 2) setStep(2)
    },
  })

  const changeStep = useCallback(
    (next: TestDriveStep, { focusHeading = true } = {}) => {
      setStep(next)
      draft.saveExtra({ step: next })
      focusStepHeading.current = focusHeading
    },
    [draft],
  )

  /** Whether step 1 holds a complete choice: only then can the address open step 2. */
  const stepOneComplete = () => {
    const [chosenModel, chosenShowroom, chosenDate, chosenTime] = getValues(['modelId', 'showroomId', 'date', 'time'])
    const clock = new Date()
    return (
      models.some((option) => option.id === chosenModel) &&
      SHOWROOMS.some((candidate) => candidate.id === chosenShowroom) &&
      dateProblem(chosenDate, clock) === null &&
      testDriveSlots(chosenDate, clock).includes(chosenTime)
    )
  }

  // The address leads when it changes (browser Back and Forward, a reload, a link): ?step=details
  // opens step 2 only when step 1 is complete, else the address returns to step 1.
  const followAddress = useEffectEvent((requested: TestDriveStep) => {
    if (requested === 2 && !stepOneComplete()) {
      if (step === 2) changeStep(1)
      showStepInAddress(1)
      return
    }
    if (requested !== step) changeStep(requested)
  })
  // The address is outside React (the browser's history): the step follows it as it changes.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from an external system
  useEffect(() => followAddress(requestedStep), [requestedStep])

  // The address follows the step chosen in the form (Next, Back, Change, an error on step 1).
  const followStep = useEffectEvent((current: TestDriveStep) => {
    if (current !== requestedStep && !(current === 2 && !stepOneComplete())) showStepInAddress(current)
  })
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    followStep(step)
  }, [step])

  useEffect(() => {
    if (!focusStepHeading.current) return
    focusStepHeading.current = false
    stepHeading.current?.focus()
  }, [step])

  // The model to start with: ?modelId= first, else the draft's, else the model the visitor was looking at.
  useEffect(() => {
    const offered = (id: string | undefined) => id !== undefined && models.some((model) => model.id === id)
    if (requestedModelId !== undefined) {
      if (offered(requestedModelId)) {
        setValue('modelId', requestedModelId)
        setPageWarn(null)
      } else {
        setPageWarn(ECHOABLE_MODEL_ID.test(requestedModelId) ? t('unknownModel', { modelId: requestedModelId }) : t('unknownModelUnnamed'))
      }
    } else if (getValues('modelId') === '' && offered(sharedModelId)) {
      setValue('modelId', sharedModelId as string)
    }
  }, [requestedModelId, sharedModelId, models, setValue, getValues, setPageWarn, t])

  // Before the first submit, a field that shows a message is checked again as it changes; a new
  // date refreshes the clock, and a chosen time the new date does not offer is cleared.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (name === 'date' || (name === undefined && values.date)) {
            const clock = new Date()
            setNow(clock)
            // A time the newly chosen date does not offer is cleared (a restored draft keeps its time: Next checks it).
            if (name === 'date' && values.time && values.date && !testDriveSlots(values.date, clock).includes(values.time)) setValue('time', '')
          }
          if (!name) return
          const inError = ALL_FIELDS.filter((field) => getFieldState(field).invalid)
          if (inError.includes(name as (typeof ALL_FIELDS)[number]) || (name === 'date' && inError.length > 0)) void trigger(inError)
        },
      }),
    [form, setValue, trigger, getFieldState],
  )

  /** The visitor's clock when they start using the form: the slots of today follow it. */
  const refreshClock = () => {
    validation.preload()
    setNow((current) => {
      const clock = new Date()
      return current && clock.getTime() - current.getTime() < 60_000 ? current : clock
    })
  }

  const focusFirstError = (fieldErrors?: FieldErrors<TestDriveFormValues>) => {
    // The errors just found, or (after trigger) those the form holds now.
    const first = ALL_FIELDS.find((field) => (fieldErrors ? fieldErrors[field] : getFieldState(field).invalid))
    if (!first) return
    if (stepOf(first) !== step) changeStep(stepOf(first), { focusHeading: false })
    requestAnimationFrame(() => focusField(fieldId(FORM_ID, first)))
  }

  const submission = useSubmission<TestDriveFormOutput, TestDriveResponse>({
    formId: FORM_ID,
    send: async (booking, idempotencyKey) => (await loadBookingCall())({ ...booking, idempotencyKey }, { warn: { mode: 'silent' } }),
    onSuccess: (booking) => {
      saveConfirmedBooking(booking)
      draft.clear()
      void navigate({ to: '/message/test-drive-success/' })
    },
    showFieldErrors: (fieldErrors) => {
      const others: string[] = []
      const shown: FieldErrors<TestDriveFormValues> = {}
      for (const [name, message] of Object.entries(fieldErrors)) {
        if (isFormField(name)) {
          form.setError(name, { type: 'server', message })
          shown[name] = { type: 'server', message }
        } else others.push(message)
      }
      setShowSummary(true)
      focusFirstError(shown)
      return others
    },
  })

  const onInvalid = (fieldErrors: FieldErrors<TestDriveFormValues>) => {
    setShowSummary(true)
    focusFirstError(fieldErrors)
  }

  const sendBooking = () => {
    submission.validateAndSubmit((onValid) => form.handleSubmit(onValid, onInvalid)())
  }

  const goToDetails = async () => {
    let valid: boolean
    try {
      valid = await trigger([...STEP_ONE_FIELDS])
    } catch {
      submission.fail({ kind: isOffline() ? 'offline' : 'network' })
      return
    }
    if (valid) {
      setShowSummary(false)
      changeStep(2)
    } else {
      setShowSummary(true)
      focusFirstError()
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submission.busy) return
    if (step === 1) void goToDetails()
    else sendBooking()
  }

  const [modelId, showroomId, date, time] = useWatch({ control, name: ['modelId', 'showroomId', 'date', 'time'] })
  const slots = now && date ? testDriveSlots(date, now) : []
  const showroom = SHOWROOMS.find((candidate) => candidate.id === showroomId)
  const model = models.find((candidate) => candidate.id === modelId)
  const items = showSummary ? summaryItems(FORM_ID, errors, step === 1 ? STEP_ONE_FIELDS : ALL_FIELDS) : []
  const failure = submission.state.status === 'failed' ? submission.state : undefined
  const id = (name: keyof TestDriveFormValues) => fieldId(FORM_ID, name)

  const timeHint = !date ? t('fields.timeHintNoDate') : slots.length === 0 ? (now ? t('fields.timeHintNone') : undefined) : t('fields.timeHint', { count: slots.length })

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} onFocus={refreshClock} aria-labelledby="test-drive-step-title">
      <fieldset className={formStyles.frame} disabled ref={enableOnMount}>
      <ol className={styles.progress} aria-label={t('steps.label')}>
        {([1, 2] as const).map((number) => (
          <li key={number} className={styles.progressStep} aria-current={step === number ? 'step' : undefined} data-done={number < step || undefined}>
            <span className={styles.progressNumber} aria-hidden="true">
              {number}
            </span>
            <span>{number === 1 ? t('steps.choose') : t('steps.details')}</span>
          </li>
        ))}
      </ol>

      <p className={styles.eyebrow}>{t('steps.progress', { number: step, total: 2 })}</p>
      <h2 id="test-drive-step-title" className={styles.stepTitle} ref={stepHeading} tabIndex={-1}>
        {step === 1 ? t('steps.choose') : t('steps.details')}
      </h2>

      {draft.restored ? (
        <DraftNotice
          onStartOver={() => {
            draft.clear()
            form.reset(TEST_DRIVE_DEFAULTS)
            setShowSummary(false)
            submission.reset()
            changeStep(1)
          }}
        />
      ) : null}
      {failure ? <SubmitFailureAlert failure={failure.failure} otherMessages={failure.otherMessages} onRetry={sendBooking} retrying={submission.busy} /> : null}
      <ErrorSummary formId={FORM_ID} items={items} onSelect={(name) => stepOf(name) !== step && changeStep(stepOf(name), { focusHeading: false })} />

      {step === 1 ? (
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
            options={SHOWROOMS.filter((candidate) => (candidate.offers as readonly string[]).includes('sales')).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            hint={showroom ? `${showroom.address}. ${t('showroomHours')}` : undefined}
            error={errors.showroomId?.message}
            registration={register('showroomId')}
          />
          <BookingDateField
            id={id('date')}
            label={t('fields.date')}
            hint={t('fields.dateHint')}
            error={errors.date?.message}
            registration={register('date')}
          />
          <SelectField
            id={id('time')}
            label={t('fields.time')}
            placeholder={tCommon('action.selectTime')}
            options={[...new Set([...slots, ...(time && !slots.includes(time) ? [time] : [])])].map((slot) => ({ value: slot, label: slot }))}
            hint={timeHint}
            error={errors.time?.message}
            value={timeValue}
            registration={{
              name: timeName,
              ref: timeRef,
              onBlur: async () => onTimeBlur(),
              onChange: async (event: { target: { value: string } }) => onTimeChange(event.target.value),
            }}
          />
        </div>
      ) : (
        <>
          <div className={styles.chosen}>
            <p className={styles.chosenLabel}>{t('chosen')}</p>
            <p className={styles.chosenValue}>
              <strong>{model?.title}</strong>
              {showroom ? ` · ${showroom.name}` : ''}
              {date ? ` · ${formatLongDate(date)}` : ''}
              {time ? `, ${time}` : ''}
            </p>
            <button type="button" className={formStyles.linkButton} onClick={() => changeStep(1)}>
              {t('change')}
            </button>
          </div>
          <div className={formStyles.grid}>
            <TextField id={id('firstName')} label={t('fields.firstName')} autoComplete="given-name" error={errors.firstName?.message} registration={register('firstName')} />
            <TextField id={id('lastName')} label={t('fields.lastName')} autoComplete="family-name" error={errors.lastName?.message} registration={register('lastName')} />
            <div className={formStyles.span2}>
              <PhoneField
                formId={FORM_ID}
                control={control}
                countryName="phoneCountry"
                phoneName="phone"
                countryError={errors.phoneCountry?.message}
                phoneError={errors.phone?.message}
              />
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
              <CheckboxField
                id={id('contactConsent')}
                label={t('fields.contactConsent')}
                required
                error={errors.contactConsent?.message}
                registration={register('contactConsent')}
              />
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
      )}

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
      </fieldset>
    </form>
  )
}
