import { useCallback } from 'react'
import { useAtomValue } from 'jotai'
import { imageAddress } from '@/lib/api/image-url'
import { appStateAtom } from '@/lib/state/app-state'

// Apart from <Image> (Image.tsx): the header's plain <img> elements need only these, in every page's first load.

export type ImageFormat = 'avif' | 'webp' | 'jpg' | 'png'

export type Resolve = (file: string) => string | undefined

/**
 * The SPEC §7 address of an images-host file ('icons/phone.svg', 'models/tiggo-9/cover-160.webp'),
 * with the context's alternate base: for the plain <img> elements that are not an <Image>.
 * Undefined when the rule drops the address (not on this site or its images host).
 */
export function useImageAddress(): Resolve {
  const { baseURI } = useAtomValue(appStateAtom)
  return useCallback((file: string) => imageAddress(file, { baseURI }), [baseURI])
}

/** `srcset` of one format of an images-host path rendered at `widths` (`<path>-<width>.<format>`); dropped addresses are left out. */
export function imageSrcSet(address: Resolve, path: string, widths: readonly number[], format: ImageFormat): string {
  return widths
    .flatMap((width) => {
      const candidate = address(`${path}-${width}.${format}`)
      return candidate === undefined ? [] : [`${candidate} ${width}w`]
    })
    .join(', ')
}

