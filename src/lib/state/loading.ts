import { atom } from 'jotai'

/**
 * The page warning of SPEC §3's loading state (warn mode 'page'). The loading flags themselves are
 * read from TanStack Query: src/lib/loading-flags.ts.
 */
export const pageWarnAtom = atom<string | null>(null)
