import type { ModelFacts } from '..'

/** The Tiggo 2 Pro's colours, 360° sets, SAMPLE figures, highlight pictures and render needs (see ../index.ts). */
const facts: ModelFacts = {
  colours: ['black', 'red', 'silver', 'gray', 'white'],
  // SPEC §3 gives neither frame count nor format for this set: the defaults (36 frames, webp) apply.
  turntable: { folders: ['black', 'red', 'silverblack', 'gray', 'white'] },
  figures: { powerKw: 85, powerHp: 114, torqueNm: 143, width: 1760, height: 1570, groundClearance: 185, fuelTank: 51 },
  shots: [{ subject: 'turntable', colour: 'red', angle: 90 }, { subject: 'side', colour: 'silver' }, { subject: 'studio' }, { subject: 'cabin' }, { subject: 'turntable', colour: 'white', angle: 40 }],
  render: { body: 'suv', heroColour: 'red', blackRoof: ['silver'] },
}

export default facts
