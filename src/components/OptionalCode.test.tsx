import { lazy } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { OptionalCode } from './OptionalCode'

it('shows nothing while its code loads, its code once there, and leaves the page as it is when the code never arrives', async () => {
  const caught = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  let arrive!: () => void
  const Loaded = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = () => resolve({ default: () => <p>Engine ready</p> }))))
  const Lost = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/BannerEngine.js')))
  render(
    <main>
      <h1>Tiggo 9</h1>
      <OptionalCode>
        <Loaded />
      </OptionalCode>
      <OptionalCode>
        <Lost />
      </OptionalCode>
      <p>The rest of the page</p>
    </main>,
  )
  await waitFor(() => expect(caught).toHaveBeenCalled())
  expect(screen.getByRole('heading', { name: 'Tiggo 9' })).toBeInTheDocument()
  expect(screen.getByText('The rest of the page')).toBeInTheDocument()
  expect(screen.queryByText('Engine ready')).toBeNull()
  arrive()
  expect(await screen.findByText('Engine ready')).toBeInTheDocument()
  caught.mockRestore()
})
