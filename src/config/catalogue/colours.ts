/** SPEC §3 colours (hex exactly as listed). */
export const COLORS = {
  white: '#FFF',
  black: '#000',
  gray: '#B8B8B8',
  red: '#C7001F',
  blue: '#59A6C3',
  silver: '#F2F2F3',
  violet: '#3b1c2a',
  green: '#195253',
} as const

export type ColorName = keyof typeof COLORS
