export type HeaderMode = 'absolute' | 'fixed'
export type HeaderState = 'top' | 'folded'

export const HEADER_FOLD_PX = 100
export const HEADER_UNFOLD_PX = 35
export const HEADER_SCROLL_THROTTLE_MS = 200

/** The page's mode: fixed while any part of the page asks for a solid header (useSolidHeader), else the layout's. */
export function effectiveHeaderMode(layoutMode: HeaderMode, solidHeaderRequests: number): HeaderMode {
  return solidHeaderRequests > 0 ? 'fixed' : layoutMode
}

/** SPEC §2: fixed mode, or a page loaded already scrolled past 35 px, starts folded. */
export function initialHeaderState(mode: HeaderMode, scrollY: number): HeaderState {
  return mode === 'fixed' || scrollY > HEADER_UNFOLD_PX ? 'folded' : 'top'
}

/** Folds past 100 px, unfolds at 35 px or less, keeps its state in between (hysteresis). */
export function nextHeaderState(current: HeaderState, mode: HeaderMode, scrollY: number): HeaderState {
  if (mode === 'fixed') return 'folded'
  if (scrollY > HEADER_FOLD_PX) return 'folded'
  if (scrollY <= HEADER_UNFOLD_PX) return 'top'
  return current
}
