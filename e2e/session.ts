import type { Page } from '@playwright/test'
import { mockDb, PASSPORT_STORAGE_KEY, SEEDED_ACCOUNT } from '../mocks/db'
import { SESSION_HINT_KEY } from '../src/features/account/session-hint'

/**
 * Starts the tab with the seeded account already logged in, as the login form would leave it: the
 * mocks' session snapshot in sessionStorage (what mocks/handlers/passport.ts restores) and the
 * site's "logged in" flag in localStorage. For tests about what a logged-in visitor sees; tests of
 * logging in itself go through the form. Later logouts stand: the seed is written only once per tab.
 */
export async function startLoggedIn(page: Page) {
  mockDb.reset()
  if (!mockDb.signIn(SEEDED_ACCOUNT.phone, SEEDED_ACCOUNT.password)) throw new Error('The seeded account no longer logs in')
  const snapshot = JSON.stringify(mockDb.exportPassportState())
  mockDb.reset()
  await page.addInitScript(
    ([passportKey, passport, hintKey]) => {
      try {
        if (sessionStorage.getItem('e2e:seeded')) return
        sessionStorage.setItem('e2e:seeded', '1')
        sessionStorage.setItem(passportKey, passport)
        localStorage.setItem(hintKey, '1')
      } catch {
        // about:blank and other opaque documents have no storage.
      }
    },
    [PASSPORT_STORAGE_KEY, snapshot, SESSION_HINT_KEY] as const,
  )
}
