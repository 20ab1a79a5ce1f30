import { createFileRoute } from '@tanstack/react-router'
import { StatementPage } from '@/features/content/StatementPage'

export const Route = createFileRoute('/statement')({
  component: StatementPage,
})
