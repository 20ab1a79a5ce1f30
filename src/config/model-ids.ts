/**
 * The model slugs of SPEC §3: the one list the API contract (which models a booking may name) and
 * the models feature (each model's data and pictures) both use.
 */
export const MODEL_IDS = ['arrizo-5', 'tiggo-2-pro', 'tiggo-4-pro', 'tiggo-8-pro', 'tiggo-8-pro-max', 'tiggo-9'] as const
export type ModelId = (typeof MODEL_IDS)[number]
