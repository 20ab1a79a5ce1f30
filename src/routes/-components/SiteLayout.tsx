import type { ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { appStateAtom } from '@/lib/state/app-state'
import { Notifications } from '@/components/Notifications'
import { BackToTop, FooterIsland, Header, type MenuModel } from '@/features/layout'
import { LISTED_MODELS } from '@/features/models'
import { AccountEntry } from '@/features/account/AccountEntry'
import { ConsentPrompt, CookieSettingsButton } from '@/features/consent'

// Built once, so the footer island sees equal props whenever the layout re-renders (island.tsx).
const cookieSettings = <CookieSettingsButton />
const menuModels: MenuModel[] = LISTED_MODELS.map((model) => ({ id: model.id, title: model.title, cover: model.smallImg }))

/** SPEC §2 root layout: header (with the global spinner), page, footer, back-to-top and notifications. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { modelId, curDate } = useAtomValue(appStateAtom)
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <ConsentPrompt />
      <Header models={menuModels} modelId={modelId} accountSlot={<AccountEntry />} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <FooterIsland models={LISTED_MODELS} year={new Date(curDate).getUTCFullYear()} cookieSettings={cookieSettings} />
      <BackToTop />
      <Notifications />
    </>
  )
}
