import { useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { testDriveSlots } from '@/lib/booking-slots'
import { TEST_DRIVE_FIELDS, type TestDriveFormOutput, type TestDriveFormValues } from './form-values'

/**
 * The browser clock the date's time slots follow: read when the visitor starts using the form and
 * again when they choose a date (a page left open past a slot must not offer it). A chosen time the
 * new date does not offer is cleared. Before the first submit (step 1's Next checks only its own
 * fields), a field that shows a message is checked again as it changes, and all of them when the
 * date changes (the time depends on it).
 */
export function useSlotClock(form: UseFormReturn<TestDriveFormValues, unknown, TestDriveFormOutput>) {
  const [now, setNow] = useState<Date | null>(null)
  const { setValue, trigger, getFieldState } = form

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (name === 'date' || (name === undefined && values.date)) {
            const clock = new Date()
            setNow(clock)
            // A restored draft keeps its time: Next checks it.
            if (name === 'date' && values.time && values.date && !testDriveSlots(values.date, clock).includes(values.time)) setValue('time', '')
          }
          if (!name) return
          const inError = TEST_DRIVE_FIELDS.filter((field) => getFieldState(field).invalid)
          if (inError.includes(name as (typeof TEST_DRIVE_FIELDS)[number]) || (name === 'date' && inError.length > 0)) void trigger(inError)
        },
      }),
    [form, setValue, trigger, getFieldState],
  )

  /** On focus in the form: a clock older than a minute is read again. */
  const refreshClock = () =>
    setNow((current) => {
      const clock = new Date()
      return current && clock.getTime() - current.getTime() < 60_000 ? current : clock
    })

  return { now, refreshClock }
}
