import { useTranslation } from 'react-i18next'
import { Seo } from './Seo'
import { AppLink } from './AppLink'
import styles from './StatusPage.module.css'

/** SPEC §2 not-found page: an image, a title and a subtitle, page title "Not Found". */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <Seo title="Not Found" description={t('msg.errorPage.subTitle')} keywords="Chery Nigeria, page not found" noindex />
      <picture>
        <source type="image/avif" srcSet="/images/not-found-480.avif 480w, /images/not-found-960.avif 960w" sizes="(max-width: 30rem) 100vw, 28rem" />
        <img
          className={styles.image}
          src="/images/not-found-960.webp"
          srcSet="/images/not-found-480.webp 480w, /images/not-found-960.webp 960w"
          sizes="(max-width: 30rem) 100vw, 28rem"
          width={960}
          height={540}
          alt={t('msg.errorPage.imageAlt')}
        />
      </picture>
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
