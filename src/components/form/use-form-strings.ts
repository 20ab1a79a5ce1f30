import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import formEnglish from '@/locales/en-US/form.json'

/** The shared form strings (namespace 'form'), loaded with the form routes only. */
export function useFormStrings() {
  return useBundledNamespace('form', formEnglish)
}
