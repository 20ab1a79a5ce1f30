// Per-model words of the model pages, one file per language. Every value is SAMPLE copy written for
// this demonstration site (labelled on the page); the distributor replaces it with approved text.
// Figures, colours and which picture goes with a highlight are the catalogue's
// (src/config/catalogue.ts), not repeated here.

export type IntroKind = 'exterior' | 'interior' | 'performance' | 'safety'

export const INTRO_KINDS: readonly IntroKind[] = ['exterior', 'interior', 'performance', 'safety']

/** A headline figure: "192 kW" over "Power". */
export type KeyPoint = { value: string; label: string }

export type IntroPage = {
  heading: string
  text: string
  points: KeyPoint[]
}

/** Specification rows in words (values as shown, units included). */
export type WordSpecKey = 'transmission' | 'drive' | 'fuel' | 'seats' | 'boot'

/** Specification rows from the catalogue's figures. */
export type FigureSpecKey = 'power' | 'torque' | 'width' | 'height' | 'groundClearance' | 'fuelTank'

/** Specification rows added to the SPEC §3 ones. */
export type ExtraSpecKey = WordSpecKey | FigureSpecKey

export type Story = { title: string; text: string }

export type ModelContent = {
  bodyStyle: string
  tagline: string
  summary: string
  /** Exterior, interior, performance and safety (INTRO_KINDS; the model page shows them in its own order, Introduction.tsx). */
  intro: Record<IntroKind, IntroPage>
  specs: Record<WordSpecKey, string>
  /** Carousel slides, one per picture of the catalogue's `shots`, in that order. */
  highlights: Story[]
  /** The equipment list. */
  features: Story[]
  /** The closing call to action's line. */
  closing: string
}
