import { useEffect, useState } from 'react'
import type { Locale } from './i18n'

type VisitorTime = typeof import('./showroom-time').visitorTime

// Loaded once a time is chosen, not with the booking form: the form's first load stays in its budget.
let loading: Promise<VisitorTime> | undefined

/**
 * A showroom date and time on the visitor's own clock (showroom-time's visitorTime), worked out in
 * an effect: never in the server render (the prerendered HTML knows no visitor zone and shows Lagos
 * time only) nor while hydrating, and again only when the date or time changes.
 */
export function useVisitorTime(date: string | undefined, time: string | undefined, locale: Locale): string | undefined {
  const [shown, setShown] = useState<[key: string, text: string | undefined]>()
  const key = `${date} ${time} ${locale}`
  useEffect(() => {
    if (!date || !time) return
    let current = true
    void (loading ??= import('./showroom-time').then((module) => module.visitorTime)).then((visitorTime) => {
      if (current) setShown([key, visitorTime(date, time, locale)])
    })
    return () => {
      current = false
    }
  }, [key, date, time, locale])
  return shown?.[0] === key ? shown[1] : undefined
}
