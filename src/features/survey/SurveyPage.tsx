import { useEffect, useRef, useState } from 'react'
import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'
import { AppLink } from '@/components/AppLink'
import { ReferenceCard } from '@/components/form/Confirmation'
import { island } from '@/components/island'
import type { SurveyResult } from './SurveyForm'
import { useSurveyStrings } from './use-survey-strings'
import styles from './Survey.module.css'

// The survey form is an island, its code requested once the page's own has run (see TestDrivePage).
const surveyForm = island(() => import('./SurveyForm').then((module) => module.SurveyForm))

function ThankYou({ result, onAnother }: { result: SurveyResult; onAnother: () => void }) {
  const { t } = useSurveyStrings()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <section className={`${styles.card} ${styles.thanks}`} aria-labelledby="survey-thanks-title">
      <h2 id="survey-thanks-title" ref={heading} tabIndex={-1} className={styles.thanksTitle}>
        {t('thanks.title')}
      </h2>
      <p>{t('thanks.text')}</p>
      {result.contactConsent ? <p>{t('thanks.contact')}</p> : null}
      <ReferenceCard label={t('thanks.reference')} reference={result.reference} />
      <div className={styles.thanksActions}>
        <AppLink href="/" className="button button--primary">
          {t('thanks.home')}
        </AppLink>
        <button type="button" className="button button--secondary" onClick={onAnother}>
          {t('thanks.another')}
        </button>
      </div>
    </section>
  )
}

/** /survey/: the survey, then a thank-you in its place once it is sent. */
export function SurveyPage() {
  const { t } = useSurveyStrings()
  const [result, setResult] = useState<SurveyResult>()
  return (
    <>
      <Seo title={t('page.title')} description={t('page.description')} keywords={t('page.keywords')} path="/survey/" />
      <PageHero heading={t('page.heading')} intro={t('page.intro', { defaultValue: '' })} className={styles.hero} />
      <div className={`container ${styles.layout}`}>
        {result ? (
          <ThankYou result={result} onAnother={() => setResult(undefined)} />
        ) : (
          <surveyForm.Island onSubmitted={setResult} />
        )}
      </div>
    </>
  )
}
