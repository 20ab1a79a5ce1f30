import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, expect, it } from 'vitest'
import { renderPage } from '@/test/render-page'
import { validateCompareSearch } from '@/routes/models/compare'
import { loadModelContent } from '../content/query'
import { NOT_A_MODEL_ID } from '@/config/catalogue'
import { FACTS } from '@/test/catalogue'
import type { ModelPageData } from '../content/query'
import type { ModelId } from '../data/models'
import { COMPARABLE_MODEL_IDS } from './comparable'
import { ComparePage } from './ComparePage'

let contents: Record<ModelId, ModelPageData>

beforeAll(async () => {
  const loaded = await Promise.all(COMPARABLE_MODEL_IDS.map(async (id) => [id, { facts: FACTS[id], content: await loadModelContent(id) }] as const))
  contents = Object.fromEntries(loaded) as Record<ModelId, ModelPageData>
})

function open(url: string, pageContents = contents) {
  return renderPage(url, [
    { path: '/models/compare', validateSearch: validateCompareSearch, component: ({ search }: { search: { models?: string } }) => <ComparePage requested={search.models} contents={pageContents} /> },
  ])
}

const rowOf = (key: string) => document.querySelector<HTMLTableRowElement>(`tr[data-row="${key}"]`)!
const columnTitles = () => screen.getAllByRole('columnheader').map((header) => within(header).getByText(/Tiggo|Arrizo/).textContent)

it('shows the models of the address side by side, every figure with its unit, differing rows marked', async () => {
  open('/models/compare/?models=arrizo-5,tiggo-2-pro')
  await waitFor(() => expect(columnTitles()).toEqual(['Arrizo 5', 'Tiggo 2 Pro']))
  expect(within(rowOf('wheelbase')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2,670 mm', '2,555 mm'])
  expect(within(rowOf('wheelbase')).getByRole('rowheader')).toHaveTextContent('WheelbaseDiffers')
  // Both are 1.5L naturally aspirated five-seaters.
  expect(rowOf('engine').dataset.differs).toBe('false')
  expect(rowOf('seats').dataset.differs).toBe('false')
  expect(within(rowOf('seats')).getByRole('rowheader')).toHaveTextContent(/^Seats$/)
  expect(rowOf('boot').dataset.differs).toBe('true')
  for (const key of ['power', 'torque', 'transmission', 'drive', 'fuel', 'bodyLength', 'width', 'height', 'groundClearance', 'fuelTank', 'boot', 'features']) expect(rowOf(key)).toBeTruthy()
  expect(screen.getByRole('link', { name: 'View model: Arrizo 5' })).toHaveAttribute('href', '/models/arrizo-5/')
  expect(screen.getByRole('link', { name: 'Book a Tiggo 2 Pro test drive' })).toHaveAttribute('href', '/test-drive/?modelId=tiggo-2-pro')
})

it('says so when a model does not state a figure', async () => {
  const nine = contents['tiggo-9']
  const withoutDrive = { ...contents, 'tiggo-9': { ...nine, content: { ...nine.content, specs: { ...nine.content.specs, drive: '' }, features: [] } } }
  open('/models/compare/?models=tiggo-9,tiggo-8-pro', withoutDrive)
  await waitFor(() => expect(columnTitles()).toEqual(['Tiggo 9', 'Tiggo 8 Pro']))
  expect(within(rowOf('drive')).getAllByRole('cell')[0]).toHaveTextContent('Not stated')
  expect(within(rowOf('features')).getAllByRole('cell')[0]).toHaveTextContent('Not stated')
})

it('falls back to the default pair for a crafted address', async () => {
  open(`/models/compare/?models=%3Cscript%3E,${NOT_A_MODEL_ID}`)
  await waitFor(() => expect(columnTitles()).toEqual(['Tiggo 9', 'Tiggo 8 Pro']))
})

it('puts a new choice in the address: a third model, then a swap', async () => {
  const router = open('/models/compare/?models=tiggo-9,tiggo-8-pro')
  await waitFor(() => expect(columnTitles()).toEqual(['Tiggo 9', 'Tiggo 8 Pro']))
  fireEvent.change(screen.getByRole('combobox', { name: 'Model 3 (optional)' }), { target: { value: 'arrizo-5' } })
  await waitFor(() => expect(columnTitles()).toEqual(['Tiggo 9', 'Tiggo 8 Pro', 'Arrizo 5']))
  expect(router.state.location.search).toEqual({ models: 'tiggo-9,tiggo-8-pro,arrizo-5' })
  fireEvent.change(screen.getByRole('combobox', { name: 'Model 1' }), { target: { value: 'arrizo-5' } })
  await waitFor(() => expect(columnTitles()).toEqual(['Arrizo 5', 'Tiggo 8 Pro', 'Tiggo 9']))
})

it('reads the plain form’s repeated parameter as one list', () => {
  expect(validateCompareSearch({ models: ['tiggo-2-pro', 'arrizo-5', ''] })).toEqual({ models: 'tiggo-2-pro,arrizo-5,' })
  expect(validateCompareSearch({ 'models[]': ['tiggo-2-pro', 'arrizo-5', ''] })).toEqual({ models: 'tiggo-2-pro,arrizo-5,' })
  expect(validateCompareSearch({ models: 'tiggo-9,arrizo-5', 'models[]': ['tiggo-2-pro'] })).toEqual({ models: 'tiggo-9,arrizo-5' })
  expect(validateCompareSearch({ models: 5 })).toEqual({ models: undefined })
})
