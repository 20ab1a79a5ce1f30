import { Link } from '@tanstack/react-router'
import type { NewsBlock, NewsSummary } from '@/contract/news'
import { Seo } from '@/components/Seo'
import { OG_IMAGE } from '@/lib/og-image'
import { lagosDateTime } from '@/lib/lagos-date-time'
import { KeepTogether } from '@/components/KeepTogether'
import { Image } from '@/components/Image'
import { useImageAddress } from '@/components/image-address'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import { useContentLocale } from '@/lib/use-content-locale'
import { useNewsPage } from './api/load-news-page'
import { formatNewsDate } from './format-date'
import { NEWS_IMAGE_SIZE, NEWS_IMAGE_WIDTHS, newsOgImage } from './news-images'
import styles from './NewsDetailPage.module.css'

/**
 * A model the article mentions, as the route resolves it from the model catalogue; `cover` is the
 * images-host path of its small cover, drawn at 160 and 320 px (SPEC §7).
 */
export type RelatedModel = { id: string; title: string; href: string; cover: string }

const RELATED_COVER_WIDTHS = [160, 320] as const

type NewsDetailPageProps = {
  id: string
  /** Looks up a model of the article's relatedModelIds; unknown ids are left out. */
  findModel: (id: string) => RelatedModel | undefined
}

const COVER_SIZES = '(max-width: 64rem) 100vw, 64rem'
const BODY_IMAGE_SIZES = '(max-width: 46rem) 100vw, 46rem'

export function NewsDetailPage({ id, findModel }: NewsDetailPageProps) {
  const { t } = useBundledNamespace('news')
  const locale = useContentLocale()
  const { item, previous, next } = useNewsPage(id, locale)
  const relatedModels = item.relatedModelIds.map(findModel).filter((model) => model !== undefined)
  const path = `/news/detail/${encodeURIComponent(item.id)}/`

  return (
    <article className={styles.article} aria-labelledby="news-title">
      <Seo
        title={t('page.title', { title: item.title })}
        description={item.summary}
        keywords={[t('page.keywords', { title: item.title }), ...relatedModels.map((model) => `Chery ${model.title}`)].join(', ')}
        path={path}
        image={newsOgImage(item.cover)}
        imageDetails={{ ...OG_IMAGE, alt: item.title }}
        article={{ publishedTime: lagosDateTime(item.date) }}
      />
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
            <ol>
              <li>
                <Link to="/">{t('home')}</Link>
              </li>
              <li>
                <Link to="/news/">{t('news')}</Link>
              </li>
            </ol>
          </nav>
          <p className={styles.date}>
            <span className="visually-hidden">{t('published')} </span>
            <time dateTime={item.date}>{formatNewsDate(item.date, locale)}</time>
          </p>
          <h1 id="news-title" className={styles.title}>
            {item.title}
          </h1>
          <p className={styles.summary}>
            <KeepTogether text={item.summary} />
          </p>
        </div>
      </header>

      <div className={styles.coverWrap}>
        <Image
          src={item.cover}
          widths={NEWS_IMAGE_WIDTHS}
          width={NEWS_IMAGE_SIZE.width}
          height={NEWS_IMAGE_SIZE.height}
          sizes={COVER_SIZES}
          alt=""
          priority
          imgClassName={styles.cover}
        />
      </div>

      <div className={styles.body}>
        {item.blocks.map((block, index) => (
          <NewsBlockView key={index} block={block} />
        ))}
      </div>

      {relatedModels.length > 0 ? (
        <section className={styles.related} aria-labelledby="news-related">
          <h2 id="news-related">{t('relatedHeading')}</h2>
          <ul className={styles.relatedList}>
            {relatedModels.map((model) => (
              <li key={model.id}>
                <Link to={model.href as '/'} className={styles.relatedCard}>
                  <Image src={model.cover} widths={RELATED_COVER_WIDTHS} width={160} height={120} sizes="160px" alt="" />
                  <span className={styles.relatedTitle}>{model.title}</span>
                  <span className={styles.relatedMore}>{t('relatedLink', { model: model.title })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.cta} aria-labelledby="news-cta">
        <h2 id="news-cta">{t('ctaHeading')}</h2>
        <p>{t('ctaText')}</p>
        <Link to="/test-drive/" className="button button--primary">
          {t('ctaButton')}
        </Link>
      </section>

      {previous || next ? (
        <nav className={styles.pager} aria-label={t('moreNews')}>
          {previous ? <PagerLink summary={previous} label={t('previous')} direction="previous" /> : <span />}
          {next ? <PagerLink summary={next} label={t('next')} direction="next" /> : <span />}
        </nav>
      ) : null}
    </article>
  )
}

function PagerLink({ summary, label, direction }: { summary: NewsSummary; label: string; direction: 'previous' | 'next' }) {
  const locale = useContentLocale()
  return (
    <Link
      to="/news/detail/$id/"
      params={{ id: summary.id }}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={`${styles.pagerLink} ${direction === 'next' ? styles.pagerNext : ''}`}
    >
      <span className={styles.pagerLabel}>
        {direction === 'previous' ? <span aria-hidden="true">← </span> : null}
        {label}
        {direction === 'next' ? <span aria-hidden="true"> →</span> : null}
      </span>
      <span className={styles.pagerTitle}>{summary.title}</span>
      <time className={styles.pagerDate} dateTime={summary.date}>
        {formatNewsDate(summary.date, locale)}
      </time>
    </Link>
  )
}

/** Article body blocks are plain data rendered as text: nothing from the API is parsed as HTML. */
function NewsBlockView({ block }: { block: NewsBlock }) {
  const imageAddress = useImageAddress()
  switch (block.type) {
    case 'heading':
      return <h2 className={styles.bodyHeading}>{block.text}</h2>
    case 'paragraph':
      return (
        <p>
          <KeepTogether text={block.text} />
        </p>
      )
    case 'image':
      // An image on another host (a tracker) is dropped by the image rule: no empty figure either.
      if (imageAddress(block.src) === undefined) return null
      return (
        <figure className={styles.figure}>
          <Image
            src={block.src}
            widths={NEWS_IMAGE_WIDTHS}
            width={NEWS_IMAGE_SIZE.width}
            height={NEWS_IMAGE_SIZE.height}
            sizes={BODY_IMAGE_SIZES}
            alt={block.alt}
          />
        </figure>
      )
  }
}
