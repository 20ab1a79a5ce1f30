import { useTranslation } from 'react-i18next'
import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'

export function WorkOrderSuccessPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <Seo title={t('workOrderSuccess.title')} description={t('workOrderSuccess.description')} keywords={t('workOrderSuccess.keywords')} path="/message/work-order-success/" />
      <PageHero heading={t('workOrderSuccess.heading')} intro={t('workOrderSuccess.intro', { defaultValue: '' })} />
    </>
  )
}
