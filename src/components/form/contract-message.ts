import { useCallback, useEffect, useState } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE, loadNamespaces, resolveLocale } from '@/lib/i18n'
import type { translateContractMessage } from './translate-contract-message'

const NAMESPACE = 'contractText'

function dictionary(t: TFunction, key: string): Readonly<Record<string, string>> {
  const value: unknown = t(key, { ns: NAMESPACE, returnObjects: true, defaultValue: {} })
  return value !== null && typeof value === 'object' ? (value as Record<string, string>) : {}
}

/**
 * Translates a contract message (a field's error, a server's answer) into the page's language
 * (translate-contract-message.ts). The translator and its dictionaries load after the page has
 * hydrated, not with its first load: they are needed only once a form has something to say, by
 * which time they have arrived; a message shown before then is shown again translated when they do.
 */
export function useContractMessage(): (message: string) => string {
  const { t, i18n } = useTranslation()
  const locale = resolveLocale(i18n.language)
  const translating = locale !== DEFAULT_LOCALE
  const [translate, setTranslate] = useState<typeof translateContractMessage>()
  useEffect(() => {
    if (!translating) return
    let current = true
    void Promise.all([import('./translate-contract-message'), loadNamespaces(i18n, [NAMESPACE], locale)]).then(([module]) => {
      if (current) setTranslate(() => module.translateContractMessage)
    })
    return () => {
      current = false
    }
  }, [i18n, locale, translating])
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
