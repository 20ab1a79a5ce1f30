export { ConsentPrompt, preloadConsentBanner } from './ConsentPrompt'
export { CookieSettingsButton } from './CookieSettingsButton'
