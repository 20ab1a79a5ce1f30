import { act, fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { draftStorageKey, readDraft, useFormDraft } from './use-form-draft'

type Values = { name: string; wantsNews: boolean; topics: string[] }
const DEFAULTS: Values = { name: '', wantsNews: false, topics: [] }

function DraftForm({ onClear }: { onClear?: (clear: () => void) => void }) {
  const form = useForm<Values>({ defaultValues: DEFAULTS })
  const draft = useFormDraft<Values, { step: number }>({ formId: 'demo', form, defaults: DEFAULTS })
  onClear?.(draft.clear)
  return (
    <form>
      {draft.restored ? <p>restored</p> : null}
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name')} />
      <label htmlFor="news">News</label>
      <input id="news" type="checkbox" {...form.register('wantsNews')} />
      <button type="button" onClick={() => draft.saveExtra({ step: 2 })}>
        Next
      </button>
    </form>
  )
}

afterEach(() => sessionStorage.clear())

describe('form drafts', () => {
  it('keeps every change in sessionStorage and restores it after a reload', async () => {
    const first = render(<DraftForm />)
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Chidi' } })
    fireEvent.click(screen.getByLabelText('News'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(readDraft('demo', 1, DEFAULTS)).toEqual({ version: 1, values: { name: 'Chidi', wantsNews: true, topics: [] }, extra: { step: 2 } })
    first.unmount()

    render(<DraftForm />)
    expect(await screen.findByText('restored')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Chidi')
    expect(screen.getByLabelText('News')).toBeChecked()
  })

  it('is forgotten when cleared (after success)', async () => {
    let clear = () => {}
    render(<DraftForm onClear={(fn) => (clear = fn)} />)
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Chidi' } })
    expect(sessionStorage.getItem(draftStorageKey('demo'))).not.toBeNull()
    act(() => clear())
    expect(sessionStorage.getItem(draftStorageKey('demo'))).toBeNull()
  })

  it('ignores drafts of another version, unknown fields and wrong types', () => {
    sessionStorage.setItem(draftStorageKey('demo'), JSON.stringify({ version: 2, values: { name: 'Old' } }))
    expect(readDraft('demo', 1, DEFAULTS)).toBeUndefined()
    sessionStorage.setItem(draftStorageKey('demo'), JSON.stringify({ version: 1, values: { name: 42, admin: true, wantsNews: true, topics: 'x' } }))
    expect(readDraft('demo', 1, DEFAULTS)?.values).toEqual({ wantsNews: true })
    sessionStorage.setItem(draftStorageKey('demo'), '{broken')
    expect(readDraft('demo', 1, DEFAULTS)).toBeUndefined()
  })

  it('does not offer a draft that holds only the defaults', async () => {
    sessionStorage.setItem(draftStorageKey('demo'), JSON.stringify({ version: 1, values: DEFAULTS }))
    render(<DraftForm />)
    await act(async () => {})
    expect(screen.queryByText('restored')).not.toBeInTheDocument()
  })
})
