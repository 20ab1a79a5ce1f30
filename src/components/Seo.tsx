import { Helmet } from 'react-helmet-async'
import { env } from '@/config/env'

type SeoProps = {
  title: string
  description: string
  keywords: string
  /** Site path of the page, e.g. "/about/"; used for the canonical URL and og:url. */
  path?: string
  image?: string
  noindex?: boolean
}

/** Per-page metadata (SPEC §1): title, description, keywords, Open Graph and canonical URL. */
export function Seo({ title, description, keywords, path, image = '/images/og-default-1200.jpg', noindex }: SeoProps) {
  const url = path ? new URL(path, env.VITE_SITE_URL).href : undefined
  const imageUrl = new URL(image, env.VITE_SITE_URL).href
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Chery Nigeria" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      {url ? <meta property="og:url" content={url} /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
    </Helmet>
  )
}
