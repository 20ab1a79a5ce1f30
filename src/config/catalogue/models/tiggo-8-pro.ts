import type { ModelFacts } from '..'

/** The Tiggo 8 Pro's colours, 360° sets, SAMPLE figures, highlight pictures and render needs (see ../index.ts). */
const facts: ModelFacts = {
  colours: ['black', 'blue', 'violet', 'gray', 'white'],
  turntable: { folders: ['black', 'blue', 'violet', 'gray', 'white'], reversed: true },
  figures: { powerKw: 187, powerHp: 251, torqueNm: 390, width: 1860, height: 1746, groundClearance: 195, fuelTank: 55 },
  shots: [{ subject: 'turntable', colour: 'gray', angle: 40 }, { subject: 'cabin' }, { subject: 'wheel' }, { subject: 'turntable', colour: 'white', angle: 90 }, { subject: 'turntable', colour: 'violet', angle: 220 }],
  render: { body: 'suv', heroColour: 'gray' },
}

export default facts
