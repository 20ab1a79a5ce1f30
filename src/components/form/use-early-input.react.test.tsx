import { createContext, use, useEffect, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'
import { useForm, type UseFormGetValues } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { island, islandPending } from '@/components/island'
import { earlyInput, recordEarlyInput } from '@/lib/held-input/typing'
import { useEarlyInput } from './use-early-input'
import { clearDraft, useFormDraft, writeDraft } from './use-form-draft'

// The real React hydrates a prerendered form island whose code arrives after the page: what the
// visitor typed before that is the form's, and the focus is where the visitor left it, whether React
// hydrates the prerendered fields or (when the island's boundary receives an update before its code
// has arrived) silently renders new, empty ones in their place.

type Values = { name: string; comments: string; visitType: string }
const DEFAULTS: Values = { name: '', comments: '', visitType: '' }
type FormProps = { onReady: (getValues: UseFormGetValues<Values>) => void }

/** Something above the island that changes while the island waits for its code (a context value). */
const Theme = createContext('light')

function Comments({ onReady }: FormProps) {
  use(Theme)
  const form = useForm<Values>({ defaultValues: DEFAULTS })
  useFormDraft({ formId: 'visit', form, defaults: DEFAULTS })
  const formRef = useEarlyInput({ islandRoot: true })
  onReady(form.getValues)
  return (
    <form ref={formRef} {...islandPending} aria-label="Your visit">
      <input id="visit-name" {...form.register('name')} />
      <textarea id="survey-comments" {...form.register('comments')} />
      <input id="visit-sales" type="radio" value="sales" {...form.register('visitType')} />
      <input id="visit-service" type="radio" value="service" {...form.register('visitType')} />
    </form>
  )
}

let root: Root | undefined
let arrive: (component: ComponentType<FormProps>) => void = () => {}
/** Set once the page around the island has hydrated (its effect ran). */
let setTheme: ((theme: string) => void) | undefined
let recording = new AbortController()

function Page({ form: Form }: { form: ComponentType<FormProps> }) {
  const [theme, set] = useState('light')
  useEffect(() => {
    setTheme = set
  }, [])
  return (
    <Theme value={theme}>
      <main>
        <Form onReady={() => {}} />
      </main>
    </Theme>
  )
}

/** Prerenders the page, serves it, and has the visitor type and tick before any script has run. */
async function servedAndTyped() {
  const prerendered = island(async () => Comments)
  await prerendered.preload()
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(<Page form={prerendered.Island} />)
  const comments = container.querySelector('textarea')!
  comments.focus()
  comments.value = 'Quick and clear.'
  ;(container.querySelector('#visit-service') as HTMLInputElement).checked = true
  recordEarlyInput(recording.signal)
  return { container, comments }
}

/** Hydrates with the island's code still on its way; `arrive` brings it, reporting the form's getValues. */
function hydrateWithLateIsland(container: HTMLElement) {
  let getValues: UseFormGetValues<Values> | undefined
  const late = island(() => new Promise<ComponentType<FormProps>>((resolve) => (arrive = resolve)))
  const LateForm = () => <late.Island onReady={(read) => (getValues = read)} />
  root = hydrateRoot(container, <Page form={LateForm} />)
  return { values: () => getValues?.() }
}

describe('what was typed into a form island before it hydrated, with the real React', () => {
  afterEach(() => {
    recording.abort()
    recording = new AbortController()
    arrive(Comments)
    root?.unmount()
    root = undefined
    setTheme = undefined
    earlyInput.entries.clear()
    earlyInput.focused = undefined
    clearDraft('visit')
    document.body.innerHTML = ''
  })

  it('is the form\'s once its code arrives, in the prerendered field, with the focus kept', async () => {
    const { container, comments } = await servedAndTyped()
    const { values } = hydrateWithLateIsland(container)
    arrive(Comments)
    await vi.waitFor(() => expect(container.querySelector('form')!.dataset.island).toBe('hydrated'), { timeout: 25_000 })
    await vi.waitFor(() => expect(values()).toEqual({ name: '', comments: 'Quick and clear.', visitType: 'service' }))
    expect(container.querySelector('textarea')).toBe(comments)
    expect(comments.value).toBe('Quick and clear.')
    expect(document.activeElement).toBe(comments)
  })

  it('survives React rendering the form anew (an update reached the island before its code): the new fields get it', async () => {
    const { container, comments } = await servedAndTyped()
    const { values } = hydrateWithLateIsland(container)
    // Once the page has hydrated around the waiting island, change what is above it.
    await vi.waitFor(() => expect(setTheme).toBeDefined(), { timeout: 25_000 })
    flushSync(() => setTheme!('dark'))
    arrive(Comments)
    await vi.waitFor(() => expect(container.querySelector('form')?.dataset.island).toBe('hydrated'), { timeout: 25_000 })
    // React did replace the prerendered fields (what this test is about)…
    expect(comments.isConnected).toBe(false)
    const twin = container.querySelector('textarea')!
    // …and the new ones hold what the visitor typed, known to the form, with the focus in the field.
    await vi.waitFor(() => expect(values()).toEqual({ name: '', comments: 'Quick and clear.', visitType: 'service' }))
    expect(twin.value).toBe('Quick and clear.')
    expect((container.querySelector('#visit-service') as HTMLInputElement).checked).toBe(true)
    expect(document.activeElement).toBe(twin)
  })

  it('wins over a draft restored from an earlier visit, which fills only what was not typed', async () => {
    writeDraft('visit', { version: 1, values: { name: 'Ada Obi', comments: 'From the draft', visitType: 'sales' } })
    const { container, comments } = await servedAndTyped()
    const { values } = hydrateWithLateIsland(container)
    arrive(Comments)
    await vi.waitFor(() => expect(container.querySelector('form')!.dataset.island).toBe('hydrated'), { timeout: 25_000 })
    await vi.waitFor(() => expect(values()).toEqual({ name: 'Ada Obi', comments: 'Quick and clear.', visitType: 'service' }))
    // The fields show what the form holds, once they have registered again.
    await vi.waitFor(() => {
      expect(comments.value).toBe('Quick and clear.')
      expect((container.querySelector('#visit-name') as HTMLInputElement).value).toBe('Ada Obi')
      expect((container.querySelector('#visit-service') as HTMLInputElement).checked).toBe(true)
    })
    expect(values()).toEqual({ name: 'Ada Obi', comments: 'Quick and clear.', visitType: 'service' })
    expect(document.activeElement).toBe(comments)
  })
})
