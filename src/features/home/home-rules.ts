/**
 * Pure rules of the home page (SPEC §4, §9): the model carousel's slots and moves, the long-title
 * rule and the scroll reveal. Kept free of React and the DOM so they are unit-tested on their own.
 */

/** SPEC §9: the model carousel starts with the catalogue's fourth model in the centre. */
export const INITIAL_CENTRE_INDEX = 3

/** SPEC §9: a title longer than this many characters uses the smaller heading style. */
export const LONG_TITLE_LENGTH = 11

/** The five slots, left to right, as offsets from the centre (far slots are hidden). */
export const SLOT_OFFSETS = [-2, -1, 0, 1, 2] as const

/** `index` wrapped into 0 … count-1 (negative indexes count back from the end). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** The initial centre: index 3 when the list is long enough, wrapped otherwise. */
export function initialCentre(count: number): number {
  return wrapIndex(INITIAL_CENTRE_INDEX, count)
}

/**
 * The model index shown in each of the five slots (far-left, left, centre, right, far-right) around
 * `centre`. Wrap-around fills every slot, so a short list repeats models in the far slots.
 */
export function slotIndexes(centre: number, count: number): number[] {
  return SLOT_OFFSETS.map((offset) => wrapIndex(centre + offset, count))
}

/** Steps between two positions going the short way round the circle. */
export function circularDistance(from: number, to: number, count: number): number {
  const forward = wrapIndex(to - from, count)
  return Math.min(forward, count - forward)
}

export type CarouselMove = 'none' | 'animate' | 'jump'

/** SPEC §4: moving one position animates; moving further jumps without animation. */
export function moveKind(from: number, to: number, count: number): CarouselMove {
  const distance = circularDistance(from, to, count)
  if (distance === 0) return 'none'
  return distance === 1 ? 'animate' : 'jump'
}

/** SPEC §2/§9: a title over 11 characters is shown smaller. */
export function isLongTitle(title: string): boolean {
  return title.length > LONG_TITLE_LENGTH
}

/**
 * SPEC §4 reveal rule: an element reveals once its top is within the viewport height minus a third
 * of its own height (so a third of it is on screen; anything already scrolled past counts too).
 */
export function shouldReveal(top: number, height: number, viewportHeight: number): boolean {
  return top <= viewportHeight - height / 3
}

export type AnchorBox = { top: number; height: number }

/**
 * SPEC §4 scroll step (0 … anchors.length): starting from `step`, it advances past each next anchor
 * that has entered the viewport by the reveal rule. It never goes back, so revealed sections stay.
 */
export function nextScrollStep(step: number, anchors: readonly AnchorBox[], viewportHeight: number): number {
  let next = Math.max(0, Math.min(step, anchors.length))
  while (next < anchors.length && shouldReveal(anchors[next]!.top, anchors[next]!.height, viewportHeight)) next += 1
  return next
}
