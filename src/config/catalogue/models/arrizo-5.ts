import type { ModelFacts } from '..'

/** The Arrizo 5's colours, 360° sets, SAMPLE figures, highlight pictures and render needs (see ../index.ts). */
const facts: ModelFacts = {
  colours: ['red', 'white', 'black', 'gray'],
  figures: { powerKw: 85, powerHp: 114, torqueNm: 141, width: 1825, height: 1490, groundClearance: 150, fuelTank: 48 },
  shots: [{ subject: 'studio' }, { subject: 'cabin' }, { subject: 'front', colour: 'white' }, { subject: 'wheel' }, { subject: 'side', colour: 'gray' }],
  render: { body: 'sedan', heroColour: 'red' },
}

export default facts
