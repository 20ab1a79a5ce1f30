import { fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { env } from '@/config/env'
import { renderPage } from '@/test/render-page'
import { ModelsMenu } from './ModelsMenu'

const originalImagesHost = env.VITE_IMAGES_BASE_URL
afterEach(() => {
  env.VITE_IMAGES_BASE_URL = originalImagesHost
})

it('opens on demand, and its covers come from the images host when one is set (SPEC §7)', async () => {
  env.VITE_IMAGES_BASE_URL = 'https://images.example.test'
  renderPage('/', [{ path: '/', component: () => <ModelsMenu models={[{ id: 'tiggo-9', title: 'Tiggo 9', cover: 'models/tiggo-9/cover' }]} /> }])
  const button = await screen.findByRole('button', { name: /Models/ })
  expect(screen.queryByRole('link', { name: 'Tiggo 9' })).toBeNull()
  fireEvent.click(button)
  const link = await screen.findByRole('link', { name: 'Tiggo 9' })
  expect(link).toHaveAttribute('href', '/models/tiggo-9/')
  const cover = link.querySelector('img')!
  expect(cover.getAttribute('src')).toBe('https://images.example.test/images/models/tiggo-9/cover-160.webp')
  expect(cover.getAttribute('srcset')).toContain('https://images.example.test/images/models/tiggo-9/cover-320.webp 320w')
})

it('stays open when the mouse that opened it by hovering clicks, and closes when it leaves', async () => {
  renderPage('/', [{ path: '/', component: () => <ModelsMenu models={[{ id: 'tiggo-9', title: 'Tiggo 9', cover: 'models/tiggo-9/cover' }]} /> }])
  const button = await screen.findByRole('button', { name: /Models/ })
  fireEvent.pointerEnter(button, { pointerType: 'mouse' })
  fireEvent.mouseEnter(button)
  expect(button).toHaveAttribute('aria-expanded', 'true')
  fireEvent.click(button)
  expect(button).toHaveAttribute('aria-expanded', 'true')
  fireEvent.click(button)
  expect(button).toHaveAttribute('aria-expanded', 'false')
  fireEvent.click(button)
  expect(button).toHaveAttribute('aria-expanded', 'true')
  fireEvent.pointerLeave(button, { pointerType: 'mouse' })
  expect(button).toHaveAttribute('aria-expanded', 'false')
})

it('opens and closes with a tap, whatever mouse events the touch browser makes up around it', async () => {
  renderPage('/', [{ path: '/', component: () => <ModelsMenu models={[{ id: 'tiggo-9', title: 'Tiggo 9', cover: 'models/tiggo-9/cover' }]} /> }])
  const button = await screen.findByRole('button', { name: /Models/ })
  const tap = () => {
    fireEvent.pointerEnter(button, { pointerType: 'touch' })
    fireEvent.mouseEnter(button) // sent for a tap, not for a swipe
    fireEvent.click(button)
    // A touch pointer leaves once lifted; some browsers also send mouseleave at once.
    fireEvent.pointerLeave(button, { pointerType: 'touch' })
    fireEvent.mouseLeave(button)
  }
  tap()
  expect(button).toHaveAttribute('aria-expanded', 'true')
  tap()
  expect(button).toHaveAttribute('aria-expanded', 'false')
})

it('ends with "Compare models", which the arrow keys reach like a model (issue 26)', async () => {
  renderPage('/', [{ path: '/', component: () => <ModelsMenu models={[{ id: 'tiggo-9', title: 'Tiggo 9', cover: 'models/tiggo-9/cover' }]} /> }])
  const button = await screen.findByRole('button', { name: /Models/ })
  fireEvent.click(button)
  const compare = await screen.findByRole('link', { name: 'Compare models' })
  expect(compare).toHaveAttribute('href', '/models/compare/')
  const model = screen.getByRole('link', { name: 'Tiggo 9' })
  model.focus()
  fireEvent.keyDown(model, { key: 'ArrowDown' })
  expect(compare).toHaveFocus()
  fireEvent.keyDown(compare, { key: 'ArrowDown' })
  expect(model).toHaveFocus()
})
