import { useTranslation } from 'react-i18next'
import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'

export function TestDrivePage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <Seo title={t('testDrive.title')} description={t('testDrive.description')} keywords={t('testDrive.keywords')} path="/test-drive/" />
      <PageHero heading={t('testDrive.heading')} intro={t('testDrive.intro', { defaultValue: '' })} />
    </>
  )
}
