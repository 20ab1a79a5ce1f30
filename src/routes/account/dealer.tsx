import { createFileRoute } from '@tanstack/react-router'
import { DealerPage } from '@/features/account/pages/DealerPage'

export const Route = createFileRoute('/account/dealer')({
  staticData: { inSitemap: false },
  component: DealerPage,
})
