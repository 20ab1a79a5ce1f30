import { createFileRoute } from '@tanstack/react-router'
import { islandsLoaded } from '@/components/island'
import { HomePage } from '@/features/home'
import { LISTED_MODELS } from '@/features/models/data/models'

export const Route = createFileRoute('/')({
  // A client-side navigation shows the page once its islands have their code (importing the page
  // defines them, which starts loading it), so they do not flash in empty. Not needed for the server
  // render (island.tsx); not run on hydration.
  loader: () => import('@/features/home').then(islandsLoaded),
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage models={LISTED_MODELS} />
}
