import { useBundledNamespace } from '@/lib/use-bundled-namespace'

/** The 'workOrder' namespace, shipped with the pages that show the service booking. */
export function useWorkOrderStrings() {
  return useBundledNamespace('workOrder')
}
