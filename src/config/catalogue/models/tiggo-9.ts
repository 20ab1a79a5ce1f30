import type { ModelFacts } from '..'

/** The Tiggo 9's colours, 360° sets, SAMPLE figures, highlight pictures and render needs (see ../index.ts). */
const facts: ModelFacts = {
  colours: ['black', 'gray', 'white'],
  turntable: { folders: ['black', 'gray', 'white'], reversed: true, cover: 4 },
  figures: { powerKw: 192, powerHp: 261, torqueNm: 400, width: 1925, height: 1747, groundClearance: 200, fuelTank: 65 },
  shots: [{ subject: 'studio' }, { subject: 'cabin' }, { subject: 'wheel' }, { subject: 'turntable', colour: 'white', angle: 40 }, { subject: 'turntable', colour: 'black', angle: 220 }],
  render: { body: 'suv', heroColour: 'gray' },
}

export default facts
