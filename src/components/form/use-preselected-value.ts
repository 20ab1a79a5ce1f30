import { useEffect } from 'react'
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form'

/**
 * A choice the page's address asks for (?showroom=<id> from the contact page's showroom finder):
 * set when it is one of the offered values, after a restored draft (the address is the newer wish);
 * anything else is ignored. `offered` must be a stable list (a module constant).
 */
export function usePreselectedValue<T extends FieldValues>(setValue: UseFormSetValue<T>, name: Path<T>, requested: string | undefined, offered: readonly string[]) {
  useEffect(() => {
    if (requested !== undefined && offered.includes(requested)) setValue(name, requested as PathValue<T, Path<T>>, { shouldDirty: true })
  }, [setValue, name, requested, offered])
}
