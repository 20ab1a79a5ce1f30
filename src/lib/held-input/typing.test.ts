import { afterEach, describe, expect, it } from 'vitest'
import { earlyInput, recordEarlyInput } from './typing'

function serve(html: string) {
  document.body.innerHTML = `<form>${html}</form>`
  return document.body.querySelector('form') as HTMLFormElement
}

const noted = () => [...earlyInput.entries].map(([field, entry]) => [field.getAttribute('name'), entry.value])

describe('recordEarlyInput: what the visitor changed before the form hydrated', () => {
  let recording = new AbortController()
  afterEach(() => {
    recording.abort()
    recording = new AbortController()
    earlyInput.entries.clear()
    document.body.innerHTML = ''
  })

  it('leaves untouched selects alone, with or without an option marked selected', () => {
    serve(`
      <select name="modelId"><option value="">Choose</option><option value="tiggo-9">Tiggo 9</option></select>
      <select name="showroomId"><option value="a">A</option><option value="b" selected>B</option></select>
      <select name="country"><option value="" disabled>Choose</option><option value="NG">Nigeria</option></select>
      <input name="firstName" value="">`)
    recordEarlyInput(recording.signal)
    expect(noted()).toEqual([])
  })

  it('notes a select, a text field and a checkbox the visitor changed', () => {
    const form = serve(`
      <select name="modelId"><option value="">Choose</option><option value="tiggo-9">Tiggo 9</option></select>
      <select name="showroomId"><option value="a">A</option><option value="b" selected>B</option></select>
      <input name="firstName" value="">
      <input name="consent" type="checkbox">`)
    ;(form.elements.namedItem('modelId') as HTMLSelectElement).value = 'tiggo-9'
    ;(form.elements.namedItem('showroomId') as HTMLSelectElement).value = 'a'
    ;(form.elements.namedItem('firstName') as HTMLInputElement).value = 'Ada'
    ;(form.elements.namedItem('consent') as HTMLInputElement).checked = true
    recordEarlyInput(recording.signal)
    expect(noted()).toEqual([
      ['modelId', 'tiggo-9'],
      ['showroomId', 'a'],
      ['firstName', 'Ada'],
      ['consent', 'on'],
    ])
  })
})
