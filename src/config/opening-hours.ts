/** The showrooms' opening hours (SPEC §9), in minutes after midnight; Sunday is closed. */
export const OPENING_HOURS = {
  weekday: { opens: 9 * 60, closes: 18 * 60 },
  saturday: { opens: 10 * 60, closes: 16 * 60 },
} as const
