import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'
import { PageWarning } from '@/components/form/PageWarning'
import { island } from '@/components/island'
import type { ModelOption } from './TestDriveForm'
import type { TestDriveStep } from './form-values'
import { useTestDriveStrings } from './use-test-drive-strings'
import styles from './TestDrive.module.css'

// The booking form (react-hook-form and the form code, ≈ 30 KB gzip) is an island: prerendered and
// usable before its code arrives (what is typed is kept, a submit is held: decision 005), its code
// requested once the page's own has run, so the page's first load stays light (decision 018).
const bookingForm = island(() => import('./TestDriveForm').then((module) => module.TestDriveForm))

type TestDrivePageProps = {
  models: readonly ModelOption[]
  requestedModelId?: string | undefined
  /** ?showroom= of the page, if any. */
  requestedShowroomId?: string | undefined
  /** The step the address asks for (?step=details is 2). */
  requestedStep: TestDriveStep
}

export function TestDrivePage({ models, requestedModelId, requestedShowroomId, requestedStep }: TestDrivePageProps) {
  const { t: tTestDrive } = useTestDriveStrings()
  return (
    <>
      <Seo title={tTestDrive('page.title')} description={tTestDrive('page.description')} keywords={tTestDrive('page.keywords')} path="/test-drive/" />
      <PageHero heading={tTestDrive('page.heading')} intro={tTestDrive('page.intro', { defaultValue: '' })} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <PageWarning />
          <div className={styles.card}>
            <bookingForm.Island models={models} requestedModelId={requestedModelId} requestedShowroomId={requestedShowroomId} requestedStep={requestedStep} />
          </div>
        </div>
        <aside className={styles.aside} aria-labelledby="test-drive-aside-title">
          <h2 id="test-drive-aside-title" className={styles.asideTitle}>
            {tTestDrive('aside.title')}
          </h2>
          <ul className={styles.asideList}>
            <li>{tTestDrive('aside.hour')}</li>
            <li>{tTestDrive('aside.licence')}</li>
            <li>{tTestDrive('aside.free')}</li>
          </ul>
          <h3 className={styles.asideSubtitle}>{tTestDrive('aside.hoursTitle')}</h3>
          <p className={styles.asideText}>{tTestDrive('aside.hours')}</p>
        </aside>
      </div>
    </>
  )
}
