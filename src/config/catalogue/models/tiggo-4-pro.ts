import type { ModelFacts } from '..'

/** The Tiggo 4 Pro's colours, 360° sets, SAMPLE figures, highlight pictures and render needs (see ../index.ts). */
const facts: ModelFacts = {
  colours: ['blue', 'white', 'gray', 'black'],
  figures: { powerKw: 83, powerHp: 113, torqueNm: 138, width: 1830, height: 1670, groundClearance: 190, fuelTank: 51 },
  shots: [{ subject: 'side', colour: 'white' }, { subject: 'cabin' }, { subject: 'front', colour: 'blue' }, { subject: 'studio' }, { subject: 'rear', colour: 'gray' }],
  render: { body: 'suv', heroColour: 'blue', blackRoof: ['blue', 'white', 'gray'] },
}

export default facts
