import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import surveyEnglish from '@/locales/en-US/survey.json'

/** The 'survey' namespace, shipped with /survey/ only. */
export function useSurveyStrings() {
  return useBundledNamespace('survey', surveyEnglish)
}
