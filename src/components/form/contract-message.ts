import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { TFunction, i18n as I18n } from 'i18next'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE, loadNamespaces, resolveLocale, type Locale } from '@/lib/i18n'
import type { translateContractMessage } from './translate-contract-message'

const NAMESPACE = 'contractText'

function dictionary(t: TFunction, key: string): Readonly<Record<string, string>> {
  const value: unknown = t(key, { ns: NAMESPACE, returnObjects: true, defaultValue: {} })
  return value !== null && typeof value === 'object' ? (value as Record<string, string>) : {}
}

type Translator = typeof translateContractMessage

/** The translator, once it and a language's dictionaries have loaded; shared by every field. */
const translators = new Map<Locale, Translator>()
const loading = new Map<Locale, Promise<void>>()
const listeners = new Set<() => void>()

function loadTranslator(i18n: I18n, locale: Locale) {
  if (loading.has(locale)) return
  const load = Promise.all([import('./translate-contract-message'), loadNamespaces(i18n, [NAMESPACE], locale)]).then(
    ([module]) => {
      translators.set(locale, module.translateContractMessage)
      listeners.forEach((listener) => listener())
    },
    // Offline: the next focus tries again; meanwhile messages stay in English, never lost.
    () => {
      loading.delete(locale)
    },
  )
  loading.set(locale, load)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Translates a contract message (a field's error, a server's answer) into the page's language
 * (translate-contract-message.ts). The translator and its dictionaries load when the visitor first
 * focuses something or submits (or has already), not with the page: a visit that never touches a
 * form never downloads them, and a form has nothing to say before it is touched. A message shown
 * before they arrive is shown again translated when they do.
 */
export function useContractMessage(): (message: string) => string {
  const { t, i18n } = useTranslation()
  const locale = resolveLocale(i18n.language)
  const translating = locale !== DEFAULT_LOCALE
  const translate = useSyncExternalStore(
    subscribe,
    () => translators.get(locale),
    () => undefined,
  )
  useEffect(() => {
    if (!translating || translate) return
    const start = () => loadTranslator(i18n, locale)
    // Focus reached a form before this effect ran (typing before hydration): load at once.
    if (document.activeElement?.closest('form')) return start()
    // A submit too: a tapped button takes no focus in Safari.
    const events = ['focusin', 'submit'] as const
    for (const type of events) document.addEventListener(type, start, { once: true, capture: true })
    return () => {
      for (const type of events) document.removeEventListener(type, start, { capture: true })
    }
  }, [i18n, locale, translating, translate])
  return useCallback(
    (message: string) =>
      translating && translate
        ? translate(message, {
            template: (rule, values) => t(`validation.${rule}`, values),
            labels: dictionary(t, 'fromEnglish.labels'),
            reasons: dictionary(t, 'fromEnglish.reasons'),
            sentences: dictionary(t, 'fromEnglish.sentences'),
          })
        : message,
    [t, translate, translating],
  )
}
