import { useTranslation } from 'react-i18next'
import { reviewConsent } from '@/lib/consent'
import { COOKIE_SETTINGS_ID } from './use-consent'

/** The footer's way back to the analytics question, at any time (styled as a footer link by the footer). */
export function CookieSettingsButton() {
  const { t } = useTranslation()
  return (
    <button type="button" id={COOKIE_SETTINGS_ID} onClick={reviewConsent}>
      {t('consent.settings')}
    </button>
  )
}
