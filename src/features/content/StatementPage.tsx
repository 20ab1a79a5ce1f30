import { useTranslation } from 'react-i18next'
import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'

export function StatementPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <Seo title={t('statement.title')} description={t('statement.description')} keywords={t('statement.keywords')} path="/statement/" />
      <PageHero heading={t('statement.heading')} intro={t('statement.intro', { defaultValue: '' })} />
    </>
  )
}
