import { createFileRoute } from '@tanstack/react-router'
import { islandPageLoader } from '@/components/island'
import { localeOfSearch } from '@/lib/locale-path'
import { SurveyPage } from '@/features/survey/SurveyPage'

export const Route = createFileRoute('/survey')({
  loaderDeps: ({ search }) => ({ locale: localeOfSearch(search) }),
  loader: islandPageLoader(['survey', 'form']),
  component: SurveyPage,
})
