import { useLocation } from '@tanstack/react-router'
import { env } from '@/config/env'
import { imageUrl } from '@/lib/api/image-url'
import { SUPPORTED_LOCALES, type Locale } from '@/lib/i18n'
import { localeOfSearch, localizedPath } from '@/lib/locale-path'

const OG_LOCALES: Record<Locale, string> = { 'en-US': 'en_US', 'zh-CN': 'zh_CN' }

type SeoProps = {
  title: string
  description: string
  keywords: string
  /** Site path of the page, e.g. "/about/"; used for the canonical URL and og:url. */
  path?: string
  /** Address of the Open Graph image (from imageUrl); default the site's card. */
  image?: string
  /** What crawlers cannot tell from the image address (og:image:type, width, height, alt). */
  imageDetails?: { type: string; width: number; height: number; alt: string }
  noindex?: boolean
  /** A news article: og:type "article" with its publication time (ISO 8601 with its zone). */
  article?: { publishedTime: string }
}

/**
 * Per-page metadata (SPEC §1): title, description, keywords, Open Graph (with the page's language)
 * and canonical URL, and the page's address in each language (hreflang; English is x-default). React 19
 * hoists these tags into <head>, in the prerender and on client-side navigation (decision 007).
 * Render one per page.
 */
export function Seo({ title, description, keywords, path, image = imageUrl('og-default-1200.jpg'), imageDetails, noindex, article }: SeoProps) {
  const locale = useLocation({ select: (location) => localeOfSearch(location.search) })
  const addressIn = (language: Locale) => (path ? new URL(localizedPath(path, language), env.VITE_SITE_URL).href : undefined)
  const url = addressIn(locale)
  const imageUrl = new URL(image, env.VITE_SITE_URL).href
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article ? <meta property="article:published_time" content={article.publishedTime} /> : null}
      <meta property="og:site_name" content="Chery Nigeria" />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {SUPPORTED_LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
      ))}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      {imageDetails ? (
        <>
          <meta property="og:image:type" content={imageDetails.type} />
          <meta property="og:image:width" content={String(imageDetails.width)} />
          <meta property="og:image:height" content={String(imageDetails.height)} />
          <meta property="og:image:alt" content={imageDetails.alt} />
        </>
      ) : null}
      {url ? <meta property="og:url" content={url} /> : null}
      {/* X (Twitter) reads the og: tags for the rest; the card type it needs from its own tag. */}
      <meta name="twitter:card" content="summary_large_image" />
      {url ? <link rel="canonical" href={url} /> : null}
      {path
        ? [...SUPPORTED_LOCALES, 'x-default' as const].map((language) => (
            <link key={language} rel="alternate" hrefLang={language} href={addressIn(language === 'x-default' ? 'en-US' : language)} />
          ))
        : null}
    </>
  )
}
