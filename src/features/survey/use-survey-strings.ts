import { useBundledNamespace } from '@/lib/use-bundled-namespace'

/** The 'survey' namespace, shipped with /survey/ only. */
export function useSurveyStrings() {
  return useBundledNamespace('survey')
}
