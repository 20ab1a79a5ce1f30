import { useTranslation } from 'react-i18next'
import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'

export function SurveyPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <Seo title={t('survey.title')} description={t('survey.description')} keywords={t('survey.keywords')} path="/survey/" />
      <PageHero heading={t('survey.heading')} intro={t('survey.intro', { defaultValue: '' })} />
    </>
  )
}
