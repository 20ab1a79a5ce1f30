import { useTranslation } from 'react-i18next'
import { useSolidHeader } from '@/lib/state/solid-header'
import { Seo } from './Seo'
import { AppLink } from './AppLink'
import { Image } from './Image'
import styles from './StatusPage.module.css'

/** SPEC §2 not-found page: an image, a title and a subtitle, page title "Not Found" (in the page's language). */
export function NotFoundPage() {
  const { t } = useTranslation()
  const solidHeader = useSolidHeader()
  return (
    <section className={styles.page} aria-labelledby="not-found-title" {...solidHeader}>
      <Seo title={t('msg.errorPage.pageTitle')} description={t('msg.errorPage.subTitle')} keywords={t('msg.errorPage.keywords')} noindex />
      <Image
        src="not-found"
        widths={[480, 960]}
        width={960}
        height={540}
        sizes="(max-width: 30rem) 100vw, 28rem"
        alt={t('msg.errorPage.imageAlt')}
        priority
        imgClassName={styles.image}
      />
      <h1 id="not-found-title" className={styles.title}>
        {t('msg.errorPage.title')}
      </h1>
      <p className={styles.subtitle}>{t('msg.errorPage.subTitle')}</p>
      <AppLink href="/" className="button button--primary">
        {t('msg.errorPage.backHome')}
      </AppLink>
    </section>
  )
}
