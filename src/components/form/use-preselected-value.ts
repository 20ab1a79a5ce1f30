import { useCallback, useEffect, useEffectEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form'

/**
 * Takes a link's choice out of the address once the form holds it (`?modelId=`, `?showroom=`): the
 * same history entry, the same hash, no scroll. From then on the form and its draft hold the
 * visitor's choice, so a reload, Back or the language switch (which keep the address) never puts
 * the link's choice back over one the visitor changed. A new link brings a new choice.
 */
export function useForgetAddressChoice() {
  const navigate = useNavigate()
  return useCallback(
    (key: string) =>
      void navigate({
        to: './',
        // The page's own search (its route's, plus the language): typed per route, read here as a record.
        search: ((previous: Record<string, unknown>) => ({ ...previous, [key]: undefined })) as never,
        hash: true,
        replace: true,
        resetScroll: false,
        hashScrollIntoView: false,
      }),
    [navigate],
  )
}

/**
 * A choice the page's address asks for (?showroom=<id> from the showroom finder): set when it is one
 * of the offered values, after a restored draft (a link is the newer wish), then taken out of the
 * address (useForgetAddressChoice); anything else is ignored. `offered` must be a stable list (a
 * module constant). `onChosen` runs once it is set (e.g. to bring focus to the form the link led to).
 */
export function usePreselectedValue<T extends FieldValues>(
  setValue: UseFormSetValue<T>,
  name: Path<T>,
  addressKey: string,
  requested: string | undefined,
  offered: readonly string[],
  onChosen?: () => void,
) {
  const forgetAddressChoice = useForgetAddressChoice()
  const chosen = useEffectEvent(() => onChosen?.())
  useEffect(() => {
    if (requested === undefined || !offered.includes(requested)) return
    setValue(name, requested as PathValue<T, Path<T>>, { shouldDirty: true })
    forgetAddressChoice(addressKey)
    chosen()
  }, [setValue, name, addressKey, requested, offered, forgetAddressChoice])
}
