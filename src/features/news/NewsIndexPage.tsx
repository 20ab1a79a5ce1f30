import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { NewsSummary } from '@/contract/news'
import { Seo } from '@/components/Seo'
import { KeepTogether } from '@/components/KeepTogether'
import { Image } from '@/components/Image'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import { useContentLocale } from '@/lib/use-content-locale'
import { useNewsIndexPage } from './api/load-news-index'
import { formatNewsDate } from './format-date'
import { NEWS_IMAGE_SIZE, NEWS_IMAGE_WIDTHS } from './news-images'
import { newsIndexPath, paginationItems } from './pagination'
import styles from './NewsIndexPage.module.css'

/** The cover's layout width: the card's full width on a phone, its image column (22rem) from 48rem up. */
const COVER_SIZES = '(max-width: 47.99rem) 100vw, 22rem'

/**
 * The news index (issue 24 item 11): one page of summaries, newest first, each with its cover, date
 * and summary linking to the article, and real links to the other pages (page 1 at /news/, page n
 * at /news/page/n/). The route has checked that the page exists.
 */
export function NewsIndexPage({ page }: { page: number }) {
  const { t } = useBundledNamespace('newsIndex')
  const locale = useContentLocale()
  const { items, pageCount } = useNewsIndexPage(page, locale)
  const first = page === 1
  const values = { page, count: pageCount }

  return (
    <>
      <Seo
        title={first ? t('title') : t('titlePage', values)}
        description={first ? t('description') : t('descriptionPage', values)}
        keywords={t('keywords')}
        path={newsIndexPath(page)}
      />
      <section className={`page-hero ${styles.hero}`}>
        <div>
          <h1>{t('heading')}</h1>
          <p>{t('intro')}</p>
          {pageCount > 1 ? <p className={styles.pageOf}>{t('pageOf', values)}</p> : null}
        </div>
      </section>

      <div className={`container ${styles.content}`}>
        {items.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ol className={styles.list}>
            {items.map((item, index) => (
              <li key={item.id}>
                {/* The first cover is in view on arrival (eager, high priority); the rest load lazily. */}
                <NewsCard item={item} priority={index === 0} />
              </li>
            ))}
          </ol>
        )}
        <Pager page={page} pageCount={pageCount} />
      </div>
    </>
  )
}

function NewsCard({ item, priority }: { item: NewsSummary; priority: boolean }) {
  const { t } = useBundledNamespace('newsIndex')
  const locale = useContentLocale()
  const headingId = `news-item-${item.id}`
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.coverWrap}>
        <Image
          src={item.cover}
          widths={NEWS_IMAGE_WIDTHS}
          width={NEWS_IMAGE_SIZE.width}
          height={NEWS_IMAGE_SIZE.height}
          sizes={COVER_SIZES}
          alt=""
          priority={priority}
          imgClassName={styles.cover}
        />
      </div>
      <div className={styles.text}>
        <p className={styles.date}>
          <span className="visually-hidden">{t('published')} </span>
          <time dateTime={item.date}>{formatNewsDate(item.date, locale)}</time>
        </p>
        <h2 id={headingId} className={styles.title}>
          {/* The whole card is this one link (its ::after covers the card): one tab stop per article. */}
          <Link to="/news/detail/$id/" params={{ id: item.id }} className={styles.link}>
            {item.title}
          </Link>
        </h2>
        <p className={styles.summary}>
          <KeepTogether text={item.summary} />
        </p>
        <p className={styles.more} aria-hidden="true">
          {t('readMore')} →
        </p>
      </div>
    </article>
  )
}

/** Newer / numbered / older links; the current page is marked, not linked. Nothing for a single page. */
function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useBundledNamespace('newsIndex')
  const items = paginationItems(page, pageCount)
  if (items.length === 0) return null
  return (
    <nav className={styles.pager} aria-label={t('pagination')}>
      {page > 1 ? (
        <PageLink page={page - 1} rel="prev" className={styles.step}>
          <span aria-hidden="true">←</span>
          {t('newer')}
        </PageLink>
      ) : null}
      <ol className={styles.pages}>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={`page-${item.page}`}>
              {item.page === page ? (
                <span className={styles.current} aria-current="page">
                  <span className="visually-hidden">{t('pageLink', { page: item.page })}</span>
                  <span aria-hidden="true">{item.page}</span>
                </span>
              ) : (
                <PageLink page={item.page} className={styles.pageLink} label={t('pageLink', { page: item.page })}>
                  {item.page}
                </PageLink>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <PageLink page={page + 1} rel="next" className={styles.step}>
          {t('older')}
          <span aria-hidden="true">→</span>
        </PageLink>
      ) : null}
    </nav>
  )
}

function PageLink({ page, rel, className, label, children }: { page: number; rel?: 'prev' | 'next'; className: string | undefined; label?: string; children: ReactNode }) {
  if (page <= 1) {
    return (
      <Link to="/news/" rel={rel} className={className} aria-label={label}>
        {children}
      </Link>
    )
  }
  return (
    <Link to="/news/page/$page/" params={{ page: String(page) }} rel={rel} className={className} aria-label={label}>
      {children}
    </Link>
  )
}
