import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/content/AboutPage'

export const Route = createFileRoute('/about')({
  component: AboutPage,
})
