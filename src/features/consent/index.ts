export { ConsentBanner } from './ConsentBanner'
export { CookieSettingsButton } from './CookieSettingsButton'
