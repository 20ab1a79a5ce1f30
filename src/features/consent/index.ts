export { ConsentPrompt } from './ConsentPrompt'
export { CookieSettingsButton } from './CookieSettingsButton'
