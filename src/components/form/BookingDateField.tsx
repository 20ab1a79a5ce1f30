import type { ComponentProps } from 'react'
import { bookingWindow } from '@/lib/booking-slots'
import { useToday } from '@/lib/use-today'
import { TextField } from './controls'

type BookingDateFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'min' | 'max'>

/**
 * A date input limited to the bookable window (today up to 60 days ahead), known only in the
 * browser: the prerendered HTML has no min or max. Only this field re-renders when the date is read.
 */
export function BookingDateField(props: BookingDateFieldProps) {
  const today = useToday()
  const range = today ? bookingWindow(today) : undefined
  return <TextField {...props} type="date" min={range?.first} max={range?.last} />
}
