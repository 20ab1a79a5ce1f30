import { useContractMessage } from '@/components/form/contract-message'
import { failureMessage, type Failed } from '../server-errors'
import { useAccountStrings } from '../use-account-strings'
import styles from './account.module.css'

/**
 * What went wrong with a submit (the form kit's failure: a wrong password, a lost answer, offline),
 * or the form's own `message` (the registration's "Get Code"), next to the form's button. The
 * button sends again: the same answers with the same key.
 */
export function FormAlert({ failure, message = null }: { failure: Failed | undefined; message?: string | null }) {
  const { t } = useAccountStrings()
  const inPageLanguage = useContractMessage()
  const text = message ?? (failure ? failureMessage(failure, (key) => t(key)) : null)
  if (!text) return null
  return (
    <div className={styles.formAlert} role="alert">
      <span aria-hidden="true" className={styles.formAlertIcon}>
        !
      </span>
      <p>{inPageLanguage(text)}</p>
    </div>
  )
}
