import { atom } from 'jotai'

/** Loading state (SPEC §3): flags set while a request runs, and the current page warning. */
export const loadingAtom = atom(false)
export const loadingFormAtom = atom(false)
export const loadingTableAtom = atom(false)
export const pageWarnAtom = atom<string | null>(null)

export const loadingFlagAtoms = {
  loading: loadingAtom,
  loadingForm: loadingFormAtom,
  loadingTable: loadingTableAtom,
} as const
