import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/account/pages/LoginPage'
import { validateAuthSearch } from '@/lib/search-params'

export const Route = createFileRoute('/account/login')({
  staticData: { inSitemap: false },
  // Route options ship with the entry bundle: a plain check, no zod. The address itself is checked
  // when it is used (afterLoginPath refuses an external one).
  validateSearch: validateAuthSearch,
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginPage redirect={redirect} />
}
