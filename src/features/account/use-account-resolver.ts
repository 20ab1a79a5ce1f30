import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldValues } from 'react-hook-form'
import type { ZodType } from 'zod'
import { lazyZodResolver } from '@/components/form'
import { useAccountStrings } from './use-account-strings'
import type { Labels } from './validation'

type SchemaName = 'loginSchema' | 'registerSchema' | 'profileSchema' | 'passwordSchema' | 'dealerSchema'

/** A form's resolver: the rules (and zod) load on demand, with the messages in the page's language. */
export function useAccountResolver<TValues extends FieldValues, TOutput extends FieldValues = TValues>(schema: SchemaName) {
  const { t: common } = useTranslation()
  const { t: account } = useAccountStrings()
  const [lazy] = useState(() =>
    lazyZodResolver<TValues, TOutput>(async () => {
      const rules = await import('./validation')
      const labels: Labels = { common, account }
      return rules[schema](labels) as unknown as ZodType<TOutput, TValues>
    }),
  )
  return lazy
}
