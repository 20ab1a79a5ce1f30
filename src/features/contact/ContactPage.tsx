import { useTranslation } from 'react-i18next'
import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'

export function ContactPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <Seo title={t('contact.title')} description={t('contact.description')} keywords={t('contact.keywords')} path="/contact/" />
      <PageHero heading={t('contact.heading')} intro={t('contact.intro', { defaultValue: '' })} />
    </>
  )
}
