import { createFileRoute } from '@tanstack/react-router'
import { SurveyPage } from '@/features/survey/SurveyPage'

export const Route = createFileRoute('/survey')({
  component: SurveyPage,
})
