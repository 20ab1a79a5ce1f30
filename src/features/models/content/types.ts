import type { ColorName } from '../data/colors'
import type { ModelId } from '../data/models'

// Per-model copy of the model pages. Every value is SAMPLE copy and SAMPLE figures written for this
// demonstration site (marked `sample: true` and labelled on the page); the distributor replaces
// them with approved text and homologated figures. The SPEC §3 fields (engine, length, wheelbase)
// are not repeated here: they come from data/models.ts.

export type IntroKind = 'exterior' | 'interior' | 'performance' | 'safety'

export const INTRO_KINDS: readonly IntroKind[] = ['exterior', 'interior', 'performance', 'safety']

/** A headline figure: "192 kW" over "Power". */
export type KeyPoint = { value: string; label: string }

export type IntroPage = {
  kind: IntroKind
  heading: string
  text: string
  points: KeyPoint[]
}

/** Specification rows added to the SPEC §3 ones (values as shown, units included). */
export type ExtraSpecKey = 'power' | 'torque' | 'transmission' | 'drive' | 'fuel' | 'seats' | 'width' | 'height' | 'groundClearance' | 'fuelTank' | 'boot'

export const EXTRA_SPEC_KEYS: readonly ExtraSpecKey[] = ['power', 'torque', 'transmission', 'drive', 'fuel', 'seats', 'width', 'height', 'groundClearance', 'fuelTank', 'boot']

/**
 * Which picture goes with a highlight: the dark studio shot, a close-up of the cabin, front wheel,
 * front or rear, the side view in a colour, or a frame of the 360° set at an angle (models without
 * a set fall back to the side view).
 */
export type Shot =
  | { subject: 'studio' | 'cabin' | 'wheel' }
  | { subject: 'front' | 'rear' | 'side'; colour?: ColorName }
  | { subject: 'turntable'; colour?: ColorName; angle: number }

export type Story = { title: string; text: string; shot?: Shot }

export type ModelContent = {
  id: ModelId
  /** Always true: sample copy and figures, to be replaced by the distributor's. */
  sample: true
  bodyStyle: string
  tagline: string
  summary: string
  /** Exterior, interior, performance and safety, in that order. */
  intro: IntroPage[]
  specs: Record<ExtraSpecKey, string>
  /** Carousel slides. */
  highlights: Story[]
  /** The equipment list. */
  features: Story[]
  /** The closing call to action's line. */
  closing: string
}
