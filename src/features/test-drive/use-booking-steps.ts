import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import type { TestDriveStep } from './form-values'

type UseBookingStepsOptions = {
  /** The step the address asks for: ?step=details is 2. */
  requestedStep: TestDriveStep
  /** Whether step 1 holds a complete choice: only then can the address open step 2. */
  isStepOneComplete: () => boolean
  /** Keeps the step with the draft, so a reload opens the same step. */
  saveStep: (step: TestDriveStep) => void
}

/**
 * The booking's two steps and the address: step 2 gets its own history entry (?step=details), so
 * the browser's Back and Forward move between the steps; a step chosen in the form moves the
 * address, and a changed address (Back, Forward, a link) moves the form. A new step's heading takes
 * focus, so keyboard and screen-reader users start at its top.
 */
export function useBookingSteps({ requestedStep, isStepOneComplete, saveStep }: UseBookingStepsOptions) {
  const navigate = useNavigate()
  const router = useRouter()
  const [step, setStep] = useState<TestDriveStep>(1)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const focusStepHeading = useRef(false)
  /** Whether this page pushed the history entry of step 2 (so leaving it is the browser's Back). */
  const pushedDetailsEntry = useRef(false)

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

  const changeStep = useCallback(
    (next: TestDriveStep, { focusHeading = true } = {}) => {
      setStep(next)
      saveStep(next)
      focusStepHeading.current = focusHeading
    },
    [saveStep],
  )

  // ?step=details opens step 2 only when step 1 is complete, else the address returns to step 1.
  const followAddress = useEffectEvent((requested: TestDriveStep) => {
    if (requested === 2 && !isStepOneComplete()) {
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
    if (current !== requestedStep && !(current === 2 && !isStepOneComplete())) showStepInAddress(current)
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

  return {
    step,
    changeStep,
    /** A restored draft's step (no focus move, no new draft write). */
    restoreStep: setStep,
    stepHeadingRef: stepHeading,
  }
}
