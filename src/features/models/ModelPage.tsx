import { useEffect } from 'react'
import { useSetAtom } from 'jotai'
import { Seo } from '@/components/Seo'
import { island } from '@/components/island'
import { OG_IMAGE } from '@/lib/og-image'
import { imageUrl } from '@/lib/api/image-url'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import { modelIdAtom } from '@/lib/state/app-state'
import type { ModelWithViews } from './data/views'
import type { ModelContent } from './content/types'
import { modelOgImage } from './media'
import { ModelHero } from './components/ModelHero'
import { SectionNav, type SectionLink } from './components/SectionNav'
import { Introduction } from './components/Introduction'
import { SpecsTable } from './components/SpecsTable'
import { ColourView } from './components/ColourView'
// The island gets its root class from here, which keeps the carousel's styles with the page (island.tsx).
import highlightsStyles from './components/Highlights.module.css'
import { FeatureList } from './components/FeatureList'
import { Gallery } from './components/Gallery'
import { ClosingCta } from './components/ClosingCta'
import { Viewer360Section } from './viewer360/Viewer360Section'

// Below the fold: prerendered in full, hydrated from its own chunk (its scroll-snap strip works meanwhile).
const highlights = island(() => import('./components/Highlights').then((module) => module.Highlights))

/**
 * /models/:id/ (issue #4): banner, introduction pages, specifications, colours, the 360° view where
 * the model has a set, highlights carousel, equipment list, staggered gallery and the test-drive
 * call to action. Viewing a model selects it in the shared state, so the header's booking button
 * carries it too.
 */
export function ModelPage({ model, content }: { model: ModelWithViews; content: ModelContent }) {
  const { t } = useBundledNamespace('models')
  const selectModel = useSetAtom(modelIdAtom)

  useEffect(() => selectModel(model.id), [model.id, selectModel])

  const metaValues = {
    model: model.title,
    engine: model.spec.engine,
    engineType: model.spec.engineType,
    length: model.spec.bodyLength,
    wheelbase: model.spec.wheelbase,
  }
  const has360 = model.view360List.length > 0
  const sections: SectionLink[] = [
    { id: 'design', label: t('nav.design') },
    { id: 'specs', label: t('nav.specs') },
    { id: 'colours', label: t('nav.colours') },
    ...(has360 ? [{ id: 'view-360', label: t('nav.view360') }] : []),
    { id: 'highlights', label: t('nav.highlights') },
    { id: 'gallery', label: t('nav.gallery') },
  ]

  return (
    <>
      <Seo
        title={t('page.title', metaValues)}
        description={`${content.tagline} ${t('page.description', metaValues)}`}
        keywords={t('page.keywords', metaValues)}
        path={`/models/${model.id}/`}
        image={imageUrl(modelOgImage(model.id))}
        imageDetails={{ ...OG_IMAGE, alt: t('hero.imageAlt', { model: model.title }) }}
      />
      <ModelHero model={model} content={content} t={t} />
      <SectionNav model={model} sections={sections} t={t} />
      <Introduction model={model} content={content} t={t} />
      <SpecsTable model={model} content={content} t={t} />
      <ColourView model={model} t={t} />
      {has360 ? <Viewer360Section model={model} t={t} /> : null}
      <highlights.Island model={model} content={content} t={t} className={highlightsStyles.section} />
      <FeatureList content={content} t={t} />
      <Gallery model={model} t={t} />
      <ClosingCta model={model} content={content} t={t} />
    </>
  )
}
