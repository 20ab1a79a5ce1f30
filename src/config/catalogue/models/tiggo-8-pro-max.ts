import type { ModelFacts } from '..'

/** The Tiggo 8 Pro Max's colours, 360° sets, SAMPLE figures, highlight pictures and render needs (see ../index.ts). */
const facts: ModelFacts = {
  colours: ['green', 'black', 'white', 'gray'],
  figures: { powerKw: 192, powerHp: 261, torqueNm: 400, width: 1860, height: 1745, groundClearance: 195, fuelTank: 55 },
  shots: [{ subject: 'wheel' }, { subject: 'side', colour: 'green' }, { subject: 'cabin' }, { subject: 'front', colour: 'white' }, { subject: 'studio' }],
  render: { body: 'suv', heroColour: 'green', blackRoof: ['green', 'white', 'gray'] },
}

export default facts
