import { DraftNotice } from './DraftNotice'
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary'
import { QueuedNotice } from './QueuedNotice'
import { SubmitFailureAlert } from './SubmitFailureAlert'
import type { SubmissionState } from './use-submission'

/** The parts of a form kit (use-form-kit) the notices use. */
type NoticesKit = {
  formId: string
  draft: { restored: boolean }
  failure: Extract<SubmissionState, { status: 'failed' }> | undefined
  /** Sent on its own when the connection returns (or cancelled). */
  queued: boolean
  submission: { busy: boolean; cancel: () => void }
  errorDisplay: { summaryItems: readonly ErrorSummaryItem[]; onReveal?: ((field: string) => void) | undefined }
  startOver: () => void
  submit: () => void
}

type FormNoticesProps = {
  kit: NoticesKit
  /** The summary's items when the form shows only part of them (a step); the kit's otherwise. */
  summaryItems?: readonly ErrorSummaryItem[]
  /** "Start over" besides the kit's own reset (e.g. back to step 1). */
  onStartOver?: () => void
  /** Retry besides the kit's submit (e.g. a form with steps). */
  onRetry?: () => void
  /** Whether the form is busy besides its own submission (Retry waits too). */
  busy?: boolean
}

/** What every form shows above its fields: the restored-draft notice, a submission waiting for the connection or failed, the error summary. */
export function FormNotices({
  kit,
  summaryItems = kit.errorDisplay.summaryItems,
  onStartOver,
  onRetry = kit.submit,
  busy = kit.submission.busy,
}: FormNoticesProps) {
  return (
    <>
      {kit.draft.restored ? (
        <DraftNotice
          onStartOver={() => {
            kit.startOver()
            onStartOver?.()
          }}
        />
      ) : null}
      {kit.queued ? <QueuedNotice formId={kit.formId} onCancel={kit.submission.cancel} /> : null}
      {kit.failure ? <SubmitFailureAlert failure={kit.failure.failure} otherMessages={kit.failure.otherMessages} onRetry={onRetry} retrying={busy} /> : null}
      <ErrorSummary formId={kit.formId} items={summaryItems} onSelect={kit.errorDisplay.onReveal} />
    </>
  )
}
