import { useBundledNamespace } from '@/lib/use-bundled-namespace'

/** The shared form strings (namespace 'form'), loaded with the form routes only. */
export function useFormStrings() {
  return useBundledNamespace('form')
}
