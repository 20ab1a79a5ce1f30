import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/account/pages/RegisterPage'
import type { AuthSearch } from '@/features/account/redirect'

export const Route = createFileRoute('/account/register')({
  // Route options ship with the entry bundle: a plain check, no zod, no shared module. The address
  // itself is checked when it is used (afterLoginPath refuses an external one).
  validateSearch: (search: Record<string, unknown>): AuthSearch =>
    typeof search.redirect === 'string' && search.redirect !== '' ? { redirect: search.redirect } : {},
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect } = Route.useSearch()
  return <RegisterPage redirect={redirect} />
}
