import { useTranslation } from 'react-i18next'
import { useSetAtom } from 'jotai'
import { Link } from '@tanstack/react-router'
import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'
import { modelIdAtom } from '@/lib/state/app-state'
import type { CarModel } from './data/models'

export function ModelPage({ model }: { model: CarModel }) {
  const { t } = useTranslation('pages')
  const selectModel = useSetAtom(modelIdAtom)
  const values = {
    model: model.title,
    engine: model.spec.engine,
    engineType: model.spec.engineType,
    length: model.spec.bodyLength,
    wheelbase: model.spec.wheelbase,
  }
  return (
    <>
      <Seo
        title={t('model.title', values)}
        description={t('model.description', values)}
        keywords={t('model.keywords', values)}
        path={`/models/${model.id}/`}
        image={`/images/${model.baseImg}-1600.webp`}
      />
      <PageHero heading={model.title} intro={t('model.intro')}>
        <p>
          <Link to="/test-drive/" search={{ modelId: model.id }} className="button button--primary" onClick={() => selectModel(model.id)}>
            {t('model.cta')}
          </Link>
        </p>
      </PageHero>
    </>
  )
}
