import { useBundledNamespace } from '@/lib/use-bundled-namespace'

/** The account namespace: loaded with the account pages and the header's account menu, not the entry. */
export function useAccountStrings() {
  return useBundledNamespace('account')
}
