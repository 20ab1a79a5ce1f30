import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import workOrderEnglish from '@/locales/en-US/workOrder.json'

/** The 'workOrder' namespace, shipped with the pages that show the service booking. */
export function useWorkOrderStrings() {
  return useBundledNamespace('workOrder', workOrderEnglish)
}
