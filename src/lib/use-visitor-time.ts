import { useEffect, useState } from 'react'
import { useBrowserStore } from './hydration'
import type { Locale } from './i18n'

type VisitorTime = typeof import('./showroom-time').visitorTime

// Loaded once a time is chosen, not with the booking form: the form's first load stays in its budget.
let loading: Promise<VisitorTime> | undefined
const loadVisitorTime = () => (loading ??= import('./showroom-time').then((module) => module.visitorTime))

const subscribe = () => () => {}
const inBrowser = () => true
const onServer = () => false

/**
 * A showroom date and time on the visitor's own clock (showroom-time's visitorTime), in the browser
 * after hydration only: the server render (and so the prerendered HTML) knows no visitor zone and
 * shows Lagos time only. Worked out again only when the date or time changes (making a formatter
 * loads time-zone data).
 */
export function useVisitorTime(date: string | undefined, time: string | undefined, locale: Locale): string | undefined {
  const browser = useBrowserStore(subscribe, inBrowser, onServer)
  const [shown, setShown] = useState<{ key: string; text: string | undefined }>()
  const key = browser && date && time ? `${date} ${time} ${locale}` : undefined
  useEffect(() => {
    if (!key || !date || !time) return
    let current = true
    void loadVisitorTime().then((visitorTime) => {
      if (current) setShown({ key, text: visitorTime(date, time, locale) })
    })
    return () => {
      current = false
    }
  }, [key, date, time, locale])
  return shown && shown.key === key ? shown.text : undefined
}
