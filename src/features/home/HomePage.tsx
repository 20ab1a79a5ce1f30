import { useTranslation } from 'react-i18next'
import { Seo } from '@/components/Seo'
import { island } from '@/components/island'
import type { HomeModel } from './types'
// The shell hands each island its root class: that keeps the islands' style modules in this route
// chunk, so their CSS is in the page's stylesheet. Imported by the islands alone, they would make a
// stylesheet of their own, linked in <head> by the prerender (decision 018): one more
// render-blocking request.
import bannerStyles from './banner/HomeBanner.module.css'
import showcaseStyles from './models/ModelShowcase.module.css'
import sectionsStyles from './sections/HomeSections.module.css'

// The three islands share one chunk.
const banner = island(() => import('./home-content').then((module) => module.HomeBanner))
const showcase = island(() => import('./home-content').then((module) => module.ModelShowcase))
const sections = island(() => import('./home-content').then((module) => module.HomeSections))

/**
 * SPEC §2 home page: banner, model carousel and the brand, design, technology and services
 * sections. The page's first-load script is this shell; the three blocks are islands that are
 * prerendered in full and hydrate as soon as their shared chunk arrives (island.tsx).
 */
export function HomePage({ models }: { models: readonly HomeModel[] }) {
  const { t } = useTranslation('pages')
  return (
    <>
      <Seo title={t('home.title')} description={t('home.description')} keywords={t('home.keywords')} path="/" />
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <banner.Island className={bannerStyles.banner} />
      <showcase.Island className={showcaseStyles.section} models={models} />
      <sections.Island className={sectionsStyles.sections} />
    </>
  )
}
