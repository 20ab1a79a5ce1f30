import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import { useSolidHeader } from '@/lib/state/solid-header'
import { Seo } from './Seo'
import { AppLink } from './AppLink'
import { Image } from './Image'
import { islandRoot } from './island'
import styles from './StatusPage.module.css'

/** SPEC §2 not-found page: an image, a title and a subtitle, page title "Not Found" (in the page's language). */
export function NotFoundPage() {
  // Its strings (locales/*/notFound.json) load with it, not with every page.
  const { t } = useBundledNamespace('notFound')
  const solidHeader = useSolidHeader()
  return (
    <section {...islandRoot} className={styles.page} aria-labelledby="not-found-title" {...solidHeader}>
      <Seo title={t('pageTitle')} description={t('subTitle')} keywords={t('keywords')} noindex />
      <Image
        src="not-found"
        widths={[480, 960]}
        width={960}
        height={540}
        sizes="(max-width: 30rem) 100vw, 28rem"
        alt={t('imageAlt')}
        priority
        imgClassName={styles.image}
      />
      <h1 id="not-found-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.subtitle}>{t('subTitle')}</p>
      <AppLink href="/" className="button button--primary">
        {t('backHome')}
      </AppLink>
    </section>
  )
}
