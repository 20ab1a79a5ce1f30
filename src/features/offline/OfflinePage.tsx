import { useEffect, useState } from 'react'
import { Seo } from '@/components/Seo'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import { useContentLocale } from '@/lib/use-content-locale'
import { useSolidHeader } from '@/lib/state/solid-header'
import { useBrowserStore } from '@/lib/hydration'
import { cachedPages, offlinePagePath, OFFLINE_FROM_PARAM, type CachedPage } from '@/lib/offline-pages'
import statusStyles from '@/components/StatusPage.module.css'
import styles from './OfflinePage.module.css'

/**
 * Where the service worker sends a visitor who is offline and opens a page it has not kept
 * (src/service-worker/sw.ts): the pages it has kept, in this language, and the page asked for to try
 * again. Links are plain anchors: a full load goes through the worker, which has the pages' files.
 */
export function OfflinePage() {
  const { t } = useBundledNamespace('offline')
  const chinese = useContentLocale() === 'zh-CN'
  const solidHeader = useSolidHeader()
  const [pages, setPages] = useState<CachedPage[] | undefined>(undefined)
  const asked = useBrowserStore(subscribeNever, askedPage, () => undefined)

  useEffect(() => {
    let current = true
    cachedPages(chinese).then(
      (kept) => current && setPages(kept),
      () => current && setPages([]),
    )
    return () => {
      current = false
    }
  }, [chinese])

  return (
    <section className={statusStyles.page} aria-labelledby="offline-title" {...solidHeader}>
      <Seo title={t('pageTitle')} description={t('intro')} keywords={t('keywords')} path="/offline/" noindex />
      <h1 id="offline-title" className={statusStyles.title}>
        {t('title')}
      </h1>
      <p className={statusStyles.subtitle}>{t('intro')}</p>
      {asked ? (
        <a className="button button--primary" href={asked}>
          {t('tryAgain')}
        </a>
      ) : null}
      {pages === undefined ? null : pages.length === 0 ? (
        <p className={statusStyles.subtitle}>{t('noPages')}</p>
      ) : (
        <nav aria-labelledby="offline-pages" className={styles.pages}>
          <h2 id="offline-pages" className={styles.heading}>
            {t('pagesHeading')}
          </h2>
          <ul>
            {pages.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{page.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  )
}

const subscribeNever = () => () => {}

/** The page the visitor asked for (the worker's ?from=): only a path of this site, never the offline page itself. */
function askedPage(): string | undefined {
  const from = new URLSearchParams(location.search).get(OFFLINE_FROM_PARAM)
  return from?.startsWith('/') && !from.startsWith('//') && !from.includes('\\') && from !== offlinePagePath(from) ? from : undefined
}
