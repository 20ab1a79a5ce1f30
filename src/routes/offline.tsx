import { createFileRoute } from '@tanstack/react-router'
import { OfflinePage } from '@/features/offline/OfflinePage'

export const Route = createFileRoute('/offline')({
  staticData: { inSitemap: false },
  component: OfflinePage,
})
