import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockDb } from '@mocks/db'
import { setMockFault } from '@mocks/fault'
import { TEST_DRIVE_TYPED as TYPED } from '@mocks/test-drive-example'
import { atMondayTenInLagos, expectBadInputMessages, fillByName, recordRequests, type BadInputCase } from '@/test/form-helpers'
import { describeNeverLostNeverTwice } from '@/test/never-lost'
import { loadPageCode, renderPage } from '@/test/render-page'
import { validateTestDriveSearch, type TestDriveSearch } from '@/routes/test-drive'
import { TestDrivePage } from './TestDrivePage'
import { NOT_A_MODEL_ID } from '@/config/catalogue'

// The booking page through a router (memory history) with the msw handlers: the form's rules,
// steps, drafts and server answers without a build or a browser. e2e keeps the journeys that need
// one (hydration, the success page, keyboard, axe, time zones).

// What the route hands the page (there, every model with a page).
const MODELS = [
  { id: 'tiggo-9', title: 'Tiggo 9' },
  { id: 'tiggo-4-pro', title: 'Tiggo 4 Pro' },
]

// The form island (started by the page module), its rules and its API call.
loadPageCode(
  () => import('./validation'),
  () => import('@/contract/test-drive'),
  () => import('@/lib/api/registry'),
)

function renderBookingPage(url = '/test-drive/') {
  return renderPage(url, [
    {
      path: '/test-drive/',
      validateSearch: validateTestDriveSearch,
      component: ({ search }: { search: TestDriveSearch }) => (
        <TestDrivePage models={MODELS} requestedModelId={search.modelId} requestedStep={search.step === 'details' ? 2 : 1} />
      ),
    },
    { path: '/message/test-drive-success/', component: () => <h1>Booked</h1> },
  ])
}

/** The form once it has mounted (its fields are disabled until then). */
async function bookingForm() {
  // The form's code loads on demand, cold in the first test of a run: seconds on a busy machine.
  const form = await screen.findByRole('form', { name: /Your test drive|Your details/ }, { timeout: 25_000 })
  await waitFor(() => expect(within(form).getByLabelText('Model')).toBeEnabled())
  return within(form)
}

const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } })

async function chooseTestDrive(form: Awaited<ReturnType<typeof bookingForm>>) {
  change(form.getByLabelText('Model'), 'tiggo-9')
  change(form.getByLabelText('Showroom'), 'ikeja-lagos')
  fireEvent.focus(form.getByLabelText('Date'))
  change(form.getByLabelText('Date'), '2026-11-24')
  await waitFor(() => expect(form.getByRole('option', { name: '10:30' })).toBeInTheDocument())
  change(form.getByLabelText('Time'), '10:30')
  fireEvent.click(form.getByRole('button', { name: 'Next' }))
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toHaveFocus())
}

// Other labels mention email too (the marketing consent).
const emailInput = (form: Awaited<ReturnType<typeof bookingForm>>) => form.getByLabelText('Email', { exact: false, selector: 'input[type=email]' })

const detailsForm = () => screen.getByRole('form', { name: 'Your details' })

function fillDetails() {
  fillByName(detailsForm(), TYPED)
}

/** Opens the page, fills both steps and presses Submit once. */
async function sendFilledBooking() {
  const router = renderBookingPage('/test-drive/?modelId=tiggo-9')
  const form = await bookingForm()
  await chooseTestDrive(form)
  fillDetails()
  fireEvent.click(form.getByRole('button', { name: 'Submit' }))
  return { router, form }
}

async function retryUntilBooked(router: ReturnType<typeof renderBookingPage>) {
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/message/test-drive-success/'))
}

let sentBookings: string[] = []

beforeEach(() => {
  atMondayTenInLagos()
  mockDb.reset()
  sentBookings = recordRequests('/api/test-drive/')
})
afterEach(() => {
  setMockFault(null)
  sessionStorage.clear()
})

describe('test-drive booking page (router + msw handlers)', () => {
  it('an empty submit shows every required message, linked from the summary, and sends nothing', async () => {
    renderBookingPage()
    const form = await bookingForm()
    fireEvent.click(form.getByRole('button', { name: 'Next' }))

    const summary = await screen.findByRole('alert')
    expect(summary).toHaveTextContent('There are 4 problems with your answers')
    for (const message of ['Please select "Model"', 'Please select "Showroom"', 'Please select "Date"', 'Please select "Time"']) {
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument()
    }
    await waitFor(() => expect(form.getByLabelText('Model')).toHaveFocus())
    expect(form.getByLabelText('Model')).toHaveAttribute('aria-invalid', 'true')
    expect(form.getByLabelText('Model')).toHaveAccessibleDescription('Please select "Model"')
    fireEvent.click(within(summary).getByRole('link', { name: 'Please select "Time"' }))
    await waitFor(() => expect(form.getByLabelText('Time')).toHaveFocus())

    await chooseTestDrive(form)
    fireEvent.click(form.getByRole('button', { name: 'Submit' }))
    // Every field marked required is reported, and nothing else.
    const required = detailsForm().querySelectorAll('[aria-required="true"]')
    const details = await screen.findByText(`There are ${required.length} problems with your answers`)
    for (const control of required) expect(control).toHaveAttribute('aria-invalid', 'true')
    for (const message of ['Please input "First name"', 'Please input "Last name"', 'Please input "Phone number"', 'Please input "Email"', 'Please agree to be contacted about this booking']) {
      expect(within(details.closest('[role=alert]') as HTMLElement).getByRole('link', { name: message })).toBeInTheDocument()
    }
    await waitFor(() => expect(form.getByLabelText('First name')).toHaveFocus())
    expect(sentBookings).toEqual([])
  })

  it('bad input in the details gives clear messages and sends nothing', async () => {
    renderBookingPage()
    const form = await bookingForm()
    await chooseTestDrive(form)
    fireEvent.click(form.getByLabelText(/contact me about this booking/))

    const corpus: BadInputCase[] = [
      { field: 'First name', value: '    ', message: 'Please input "First name"' },
      { field: 'First name', value: 'x'.repeat(10_000), message: '"First name" must be at most 50 characters' },
      { field: 'First name', value: '<script>alert(1)</script>', message: 'Please input right "First name"' },
      { field: 'Last name', value: '<b>Okafor</b>', message: 'Please input right "Last name"' },
      { field: 'First name', value: 'مريم 🚗', message: null },
      { field: 'Last name', value: 'שָׁלוֹם', message: null },
      { field: 'Email', value: 'chidi@', message: 'Please input right "Email"' },
      { field: 'Email', value: 'chidi.example.test', message: 'Please input right "Email"' },
      { field: 'Phone number', value: '0803 12', message: 'Please input right "Phone number"' },
      { field: 'Phone number', value: '0803 123 4567 8901', message: 'Please input right "Phone number"' },
    ]
    await expectBadInputMessages(form, corpus, (field) => (field === 'Email' ? emailInput(form) : form.getByLabelText(field)))
    expect(form.getByLabelText('First name')).toHaveValue('مريم 🚗')
    expect(sentBookings).toEqual([])
    expect(mockDb.list('testDrive')).toEqual([])
  })

  it('a 19:00 slot restored from a tampered draft is refused with a clear message', async () => {
    sessionStorage.setItem('form:test-drive:draft', JSON.stringify({ version: 1, values: { modelId: 'tiggo-9', showroomId: 'kano', date: '2026-11-24', time: '19:00' } }))
    renderBookingPage()
    const form = await bookingForm()
    await waitFor(() => expect(form.getByLabelText('Time')).toHaveValue('19:00'))
    fireEvent.click(form.getByRole('button', { name: 'Next' }))
    await waitFor(() =>
      expect(form.getByLabelText('Time')).toHaveAccessibleDescription(/Please select "Time": choose a time within opening hours \(Mon-Fri 9am-6pm, Sat 10am-4pm\)/),
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Your test drive' })).toBeInTheDocument()
  })

  it('an answer lost after the server stored the booking: Retry gets the same booking, not a second one', async () => {
    const realFetch = globalThis.fetch
    // The first booking reaches the server, which stores it; its answer never arrives.
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async (...args) => {
      await realFetch(...args)
      throw new TypeError('Failed to fetch')
    })
    const { router } = await sendFilledBooking()
    await screen.findByRole('heading', { name: 'We could not reach our server' })
    expect(mockDb.list('testDrive')).toHaveLength(1)

    await retryUntilBooked(router)
    expect(sentBookings).toEqual(['POST', 'POST'])
    expect(mockDb.list('testDrive')).toHaveLength(1)
  })

  it('an answer lost after the server stored the booking, then a changed name: the changed booking replaces the first', async () => {
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async (...args) => {
      await realFetch(...args)
      throw new TypeError('Failed to fetch')
    })
    const { router, form } = await sendFilledBooking()
    await screen.findByRole('heading', { name: 'We could not reach our server' })
    change(form.getByLabelText('First name'), 'Bola')

    await retryUntilBooked(router)
    expect(mockDb.list('testDrive').map((record) => [record.payload.firstName, record.status])).toEqual([
      [TYPED.firstName, 'superseded'],
      ['Bola', 'live'],
    ])
  })
})

describe("a link's model (?modelId=, every model page's Book a test drive)", () => {
  it('is chosen once and then left out of the address: a reload keeps the model the visitor changed to', async () => {
    const router = renderBookingPage('/test-drive/?modelId=tiggo-9')
    const form = await bookingForm()
    await waitFor(() => expect(form.getByLabelText('Model')).toHaveValue('tiggo-9'))
    await waitFor(() => expect(router.state.location.href).toBe('/test-drive/'))
    change(form.getByLabelText('Model'), 'tiggo-4-pro')

    // The reload: the same address and the same session's draft.
    const address = router.state.location.href
    cleanup()
    renderBookingPage(address)
    const reloaded = await bookingForm()
    await waitFor(() => expect(reloaded.getByLabelText('Model')).toHaveValue('tiggo-4-pro'))
  })

  it('a new link brings its model again, over the one the visitor had changed to', async () => {
    const router = renderBookingPage('/test-drive/?modelId=tiggo-9')
    const form = await bookingForm()
    await waitFor(() => expect(router.state.location.href).toBe('/test-drive/'))
    change(form.getByLabelText('Model'), 'tiggo-4-pro')
    await router.navigate({ to: '/test-drive/', search: { modelId: 'tiggo-9' } })
    await waitFor(() => expect(form.getByLabelText('Model')).toHaveValue('tiggo-9'))
    await waitFor(() => expect(router.state.location.href).toBe('/test-drive/'))
  })

  it('with ?step=details and no complete first step: the model is chosen, step 1 shown, both left out of the address', async () => {
    const router = renderBookingPage('/test-drive/?modelId=tiggo-9&step=details')
    const form = await bookingForm()
    await waitFor(() => expect(form.getByLabelText('Model')).toHaveValue('tiggo-9'))
    await waitFor(() => expect(router.state.location.href).toBe('/test-drive/'))
    expect(screen.getByRole('heading', { level: 2, name: 'Your test drive' })).toBeInTheDocument()
  })

  it('an unknown model stays in the address, as the page warning (nothing is chosen)', async () => {
    const router = renderBookingPage(`/test-drive/?modelId=${NOT_A_MODEL_ID}`)
    const form = await bookingForm()
    expect(form.getByLabelText('Model')).toHaveValue('')
    expect(router.state.location.search).toMatchObject({ modelId: NOT_A_MODEL_ID })
  })
})

describeNeverLostNeverTwice('test-drive booking never loses a booking and never books twice (router + msw handlers)', {
  noun: 'booking',
  apiPath: '/api/test-drive/',
  kind: 'testDrive',
  openFilled: async () => {
    renderBookingPage('/test-drive/?modelId=tiggo-9')
    const form = await bookingForm()
    await chooseTestDrive(form)
    fillDetails()
  },
  expectAnswersKept: () => {
    expect(screen.getByLabelText('First name')).toHaveValue(TYPED.firstName)
    expect(screen.getByLabelText('Last name')).toHaveValue(TYPED.lastName)
    expect(screen.getByLabelText('Phone number')).toHaveValue('080 3123 4567')
  },
  expectSent: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Booked' })
  },
  fieldError: { label: 'Phone number', message: 'Please input right "Phone number"', resendWith: 'Submit' },
})
