import Cookies from 'js-cookie'
import { LITE_COOKIE, LITE_ON } from '@/boot/page-signals'
import { useBrowserStore } from './hydration'

/**
 * "Spend as little data as possible": the browser's Save-Data signal (Network Information API) or
 * the site's own Lite switch in the footer (the `lite=1` cookie, which the prerendered pages' boot
 * loader reads too: src/boot/boot-loader.ts). Under it the site loads its scripts only on the first
 * touch, plays no video and does not autoplay, and loads 360° frames only when asked.
 */
const LITE_DAYS = 365

type SaveDataConnection = EventTarget & { saveData?: boolean }

const listeners = new Set<() => void>()

function connection(): SaveDataConnection | undefined {
  return (navigator as Navigator & { connection?: SaveDataConnection }).connection
}

export function liteSwitchOn(): boolean {
  return typeof document !== 'undefined' && Cookies.get(LITE_COOKIE) === LITE_ON
}

export function savingData(): boolean {
  if (typeof navigator === 'undefined') return false
  return connection()?.saveData === true || liteSwitchOn()
}

export function setLiteSwitch(on: boolean): void {
  if (on) Cookies.set(LITE_COOKIE, LITE_ON, { expires: LITE_DAYS, path: '/', sameSite: 'lax', secure: window.location.protocol === 'https:' })
  else Cookies.remove(LITE_COOKIE, { path: '/' })
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Not every browser's connection object is an EventTarget.
  const current = connection()
  const events = typeof current?.addEventListener === 'function' ? current : undefined
  events?.addEventListener('change', listener)
  return () => {
    listeners.delete(listener)
    events?.removeEventListener('change', listener)
  }
}

/** Whether to save data, for rendering: false in the prerender and while hydrating, then the truth. */
export function useSavingData(): boolean {
  return useBrowserStore(subscribe, savingData, () => false)
}

/** Whether the footer's Lite switch is on (false in the prerender and while hydrating). */
export function useLiteSwitch(): boolean {
  return useBrowserStore(subscribe, liteSwitchOn, () => false)
}
