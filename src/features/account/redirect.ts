import { safeInternalPath } from '@/lib/links'

export const PROFILE_PATH = '/account/profile/'

/**
 * Where a successful login or registration leads: the page the visitor came from when it is one of
 * this site's own paths. An external address is refused (and logged, SPEC §2) and the profile
 * page is used instead.
 */
export function afterLoginPath(redirect: string | undefined): string {
  if (!redirect) return PROFILE_PATH
  return safeInternalPath(redirect) ?? PROFILE_PATH
}
