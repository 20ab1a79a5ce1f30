import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { atMondayTenInLagos, expectBadInputMessages, recordRequests, type BadInputCase } from '@/test/form-helpers'
import { describeNeverLostNeverTwice } from '@/test/never-lost'
import { loadPageCode, renderPage } from '@/test/render-page'
import { textParam } from '@/lib/search-params'
import { BookServiceSection } from './BookServiceSection'

// The service booking through a router with the msw handlers (the middle layer): its rules,
// messages and server answers. e2e keeps the journeys (from the footer to the reference, keyboard,
// axe, time zones) and what needs a browser of never lost / never twice (timeout, offline, reload).

const MODELS = [
  { id: 'tiggo-9', title: 'Tiggo 9' },
  { id: 'tiggo-8-pro-max', title: 'Tiggo 8 Pro Max' },
]

// The form's rules and its API call, loaded on demand.
loadPageCode(
  () => import('./validation'),
  () => import('@/contract/site'),
  () => import('@/lib/api/registry'),
)

let sentOrders: string[] = []

/** The contact page's service form at `url`, which may ask for a showroom (?showroom=, as the route reads it). */
async function serviceFormAt(url: string) {
  const router = renderPage(url, [
    {
      path: '/contact/',
      component: ({ search }: { search: Record<string, unknown> }) => (
        <BookServiceSection models={MODELS} id="book-service" requestedShowroomId={textParam(search.showroom, 64)} />
      ),
    },
    { path: '/message/work-order-success/', component: () => <h1>Booked</h1> },
  ])
  const form = await screen.findByRole('form', { name: 'Book a service' })
  await waitFor(() => expect(within(form).getByLabelText('Name')).toBeEnabled())
  return { form: within(form), router }
}

async function serviceForm() {
  return (await serviceFormAt('/contact/')).form
}

beforeEach(() => {
  atMondayTenInLagos()
  sentOrders = recordRequests('/api/work-order/')
})
afterEach(() => sessionStorage.clear())

describe('service booking (router + msw handlers)', () => {
  it('starts with the showroom the page asks for (?showroom= from the showroom finder), over a saved draft', async () => {
    sessionStorage.setItem('form:work-order:draft', JSON.stringify({ version: 1, values: { showroomId: 'kano' } }))
    const { form } = await serviceFormAt('/contact/?showroom=maroko-lagos#book-service')
    await waitFor(() => expect(form.getByLabelText('Showroom')).toHaveValue('maroko-lagos'))
  })

  it('takes the showroom out of the address once chosen (the hash stays): a reload keeps the showroom the visitor changed to', async () => {
    const { form, router } = await serviceFormAt('/contact/?showroom=maroko-lagos#book-service')
    await waitFor(() => expect(form.getByLabelText('Showroom')).toHaveValue('maroko-lagos'))
    await waitFor(() => expect(router.state.location.href).toBe('/contact/#book-service'))
    fireEvent.change(form.getByLabelText('Showroom'), { target: { value: 'kano' } })

    const address = router.state.location.href
    cleanup()
    const reloaded = await serviceFormAt(address)
    await waitFor(() => expect(reloaded.form.getByLabelText('Showroom')).toHaveValue('kano'))
  })

  it('ignores a ?showroom= that is not a service showroom', async () => {
    const { form } = await serviceFormAt('/contact/?showroom=nowhere')
    expect(form.getByLabelText('Showroom')).toHaveValue('')
  })

  it('an empty submit shows every required message, linked from the summary, and sends nothing', async () => {
    const form = await serviceForm()
    fireEvent.click(form.getByRole('button', { name: 'Submit' }))
    const summary = await screen.findByRole('alert')
    expect(summary).toHaveTextContent('There are 10 problems with your answers')
    for (const message of [
      'Please input "Name"',
      'Please input "Phone number"',
      'Please input "Email"',
      'Please select "Model"',
      'Please input "Registration number or VIN"',
      'Please input "Mileage"',
      'Please select "Service type"',
      'Please select "Showroom"',
      'Please select "Preferred date"',
      'Please input "Description"',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument()
    }
    await waitFor(() => expect(form.getByLabelText('Name')).toHaveFocus())
    fireEvent.click(within(summary).getByRole('link', { name: 'Please input "Mileage"' }))
    await waitFor(() => expect(form.getByLabelText('Mileage (km)')).toHaveFocus())
    expect(sentOrders).toEqual([])
  })

  it('bad input gives clear messages and sends nothing', async () => {
    const form = await serviceForm()
    // Other fields stay empty, so every submit is refused: each case checks its own field's message.
    const corpus: BadInputCase[] = [
      { field: 'Name', value: '   ', message: 'Please input "Name"' },
      { field: 'Name', value: 'x'.repeat(10_000), message: '"Name" must be at most 100 characters' },
      { field: 'Name', value: '<img src=x onerror=alert(1)>', message: 'Please input right "Name"' },
      { field: 'Name', value: 'فاطمة 🌍 Bello', message: null },
      { field: 'Email', value: 'amina@@example.test', message: 'Please input right "Email"' },
      { field: 'Phone number', value: '+234 803', message: 'Please input right "Phone number"' },
      { field: 'Phone number', value: '+234 803 123 4567 890', message: 'Please input right "Phone number"' },
      { field: 'Registration number or VIN', value: 'LVVDB11B2RD12345', message: 'Please input right "Registration number or VIN": a VIN has 17 characters' },
      { field: 'Registration number or VIN', value: 'LVVDB11B2RD12345O', message: 'Please input right "Registration number or VIN": a VIN never contains the letters I, O or Q' },
      { field: 'Registration number or VIN', value: '<b>KJA</b>', message: 'Please input right "Registration number or VIN"' },
      { field: 'Mileage (km)', value: 'about 40k', message: 'Please input right "Mileage"' },
      { field: 'Mileage (km)', value: '42.5', message: 'Please input right "Mileage"' },
      { field: 'Preferred date', value: '2026-11-29', message: 'Please select "Preferred date": showrooms are closed on Sundays' },
      { field: 'Preferred date', value: '2026-11-20', message: 'Please select "Preferred date": the date has passed' },
      { field: 'Description', value: 'y'.repeat(10_000), message: '"Description" must be at most 2000 characters' },
    ]
    await expectBadInputMessages(form, corpus, (field) => form.getByLabelText(field, field === 'Email' ? { selector: 'input[type=email]', exact: false } : {}))
    expect(form.getByLabelText('Registration number or VIN')).toHaveValue('<b>KJA</b>')
    expect(sentOrders).toEqual([])
  })
})

describeNeverLostNeverTwice('service booking never loses a booking and never books twice (router + msw handlers)', {
  noun: 'work order',
  apiPath: '/api/work-order/',
  kind: 'workOrder',
  openFilled: async () => {
    const form = await serviceForm()
    const answer = (label: string, value: string) => fireEvent.change(form.getByLabelText(label), { target: { value } })
    answer('Name', 'Amina Bello')
    answer('Phone number', '+234 803 123 4567')
    fireEvent.change(form.getByLabelText('Email', { selector: 'input[type=email]', exact: false }), { target: { value: 'amina.bello@example.test' } })
    answer('Model', 'tiggo-8-pro-max')
    answer('Registration number or VIN', 'kja-123-ab')
    answer('Mileage (km)', '42,000')
    answer('Service type', 'periodic-maintenance')
    answer('Showroom', 'kano')
    answer('Preferred date', '2026-11-28')
    answer('Description', '40,000 km service and a squeak from the front left wheel.')
  },
  expectAnswersKept: () => {
    expect(screen.getByLabelText('Registration number or VIN')).toHaveValue('kja-123-ab')
    expect(screen.getByLabelText('Mileage (km)')).toHaveValue('42,000')
  },
  expectSent: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Booked' })
  },
  fieldError: { label: 'Registration number or VIN', message: 'Please input right "Registration number or VIN"', resendWith: 'Retry' },
})
