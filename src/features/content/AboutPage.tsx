import { useTranslation } from 'react-i18next'
import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'

export function AboutPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <Seo title={t('about.title')} description={t('about.description')} keywords={t('about.keywords')} path="/about/" />
      <PageHero heading={t('about.heading')} intro={t('about.intro', { defaultValue: '' })} />
    </>
  )
}
