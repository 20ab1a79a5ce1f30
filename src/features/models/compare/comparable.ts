import { BOOKABLE_MODEL_IDS, type ModelId } from '../data/models'

// What the route needs in the entry bundle (route options are not code-split); the rest of the
// choice's rules (compare-choice.ts) load with the page.

/** The models that can be compared: every model with a page, in the order the menus give them. */
export const COMPARABLE_MODEL_IDS: readonly ModelId[] = BOOKABLE_MODEL_IDS

/** `?models=` is kept as text by the route; longer than this is refused outright (no model list is that long). */
export const MODELS_PARAM_MAX_LENGTH = 200
