import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home'
import { CATALOGUE } from '@/features/models/data/models'

export const Route = createFileRoute('/')({
  // The home islands render in the prerender and are ready before a client-side navigation shows
  // the page; on hydration this does not run, and the islands load next to it (island.tsx).
  loader: () => import('@/features/home').then((home) => home.preloadHomeIslands()),
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage models={CATALOGUE} />
}
