import { useTranslation } from 'react-i18next'
import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'

export function TestDriveSuccessPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <Seo title={t('testDriveSuccess.title')} description={t('testDriveSuccess.description')} keywords={t('testDriveSuccess.keywords')} path="/message/test-drive-success/" />
      <PageHero heading={t('testDriveSuccess.heading')} intro={t('testDriveSuccess.intro', { defaultValue: '' })} />
    </>
  )
}
