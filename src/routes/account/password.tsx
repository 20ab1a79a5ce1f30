import { createFileRoute } from '@tanstack/react-router'
import { PasswordPage } from '@/features/account/pages/PasswordPage'

export const Route = createFileRoute('/account/password')({
  staticData: { inSitemap: false },
  component: PasswordPage,
})
