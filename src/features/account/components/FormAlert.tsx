import { useContractMessage } from '@/components/form/contract-message'
import styles from './account.module.css'

/** The server's message about a submit (wrong password, network failure…), next to the form's button. */
export function FormAlert({ message }: { message: string | null }) {
  const inPageLanguage = useContractMessage()
  if (!message) return null
  return (
    <div className={styles.formAlert} role="alert">
      <span aria-hidden="true" className={styles.formAlertIcon}>
        !
      </span>
      <p>{inPageLanguage(message)}</p>
    </div>
  )
}
