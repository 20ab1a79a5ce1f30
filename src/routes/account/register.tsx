import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/account/pages/RegisterPage'
import { validateAuthSearch } from '@/lib/search-params'

export const Route = createFileRoute('/account/register')({
  staticData: { inSitemap: false },
  // Route options ship with the entry bundle: a plain check, no zod. The address itself is checked
  // when it is used (afterLoginPath refuses an external one).
  validateSearch: validateAuthSearch,
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect } = Route.useSearch()
  return <RegisterPage redirect={redirect} />
}
