import { useTranslation } from 'react-i18next'
import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'

export function HomePage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <Seo title={t('home.title')} description={t('home.description')} keywords={t('home.keywords')} path="/" />
      <PageHero heading={t('home.heading')} intro={t('home.intro', { defaultValue: '' })} />
    </>
  )
}
