import { createElement, type ReactNode } from 'react'
import { act, renderHook } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useForm, type Resolver } from 'react-hook-form'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { createI18n, loadNamespaces, type Locale } from '@/lib/i18n'
import { SESSION_QUERY_KEY } from './session-hint'
import { useAccountSubmit } from './use-account-submit'

type Values = { phone: string; password: string }
const PROFILE = { loggedIn: true, profile: { name: 'Ada', phone: '+234 80 0000 0100' } }

function setup(
  send: (values: Values) => Promise<string>,
  needsSession: boolean,
  { i18n = createI18n(), resolver }: { i18n?: ReturnType<typeof createI18n>; resolver?: Resolver<Values> } = {},
) {
  const client = new QueryClient()
  client.setQueryData(SESSION_QUERY_KEY, PROFILE)
  const onSuccess = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, createElement(I18nextProvider, { i18n }, children))
  const hook = renderHook(
    () => {
      const form = useForm<Values>({ defaultValues: { phone: '+234 80 3123 4567', password: 'Sunshine2026' }, resolver })
      return { form, ...useAccountSubmit({ formId: 'demo', form, fields: ['phone', 'password'], send, onSuccess, needsSession }) }
    },
    { wrapper },
  )
  return { ...hook, client, onSuccess }
}

const notSignedIn = () => Promise.reject(new ApiError('Please log in', { kind: 'envelope', code: 401 }))

describe('useAccountSubmit', () => {
  it('sends the values and hands the answer on', async () => {
    const send = vi.fn(async () => 'done')
    const { result, onSuccess } = setup(send, false)
    await act(() => result.current.submit())
    expect(send).toHaveBeenCalledExactlyOnceWith({ phone: '+234 80 3123 4567', password: 'Sunshine2026' })
    expect(onSuccess).toHaveBeenCalledWith('done', { phone: '+234 80 3123 4567', password: 'Sunshine2026' })
    expect(result.current.serverMessage).toBeNull()
  })

  it('shows the server message; a 401 on a screen for logged-in visitors ends the session everywhere', async () => {
    const { result, client, onSuccess } = setup(notSignedIn, true)
    await act(() => result.current.submit())
    expect(result.current.serverMessage).toBe('Please log in')
    expect(onSuccess).not.toHaveBeenCalled()
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual({ loggedIn: false })
  })

  it('a 401 on the login form (a wrong password) leaves the session as it was', async () => {
    const { result, client } = setup(notSignedIn, false)
    await act(() => result.current.submit())
    expect(result.current.serverMessage).toBe('Please log in')
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual(PROFILE)
  })

  it.each<Locale>(['en-US', 'zh-CN'])('shows an envelope code the contract does not give (500) as the general failure, in %s', async (locale) => {
    const i18n = createI18n(locale)
    await loadNamespaces(i18n, ['account'], locale)
    const generic = i18n.t('error.generic', { ns: 'account' })
    expect(generic).not.toBe('error.generic')
    const failing = () => Promise.reject(new ApiError('Internal Server Error', { kind: 'envelope', code: 500 }))
    const { result } = setup(failing, false, { i18n })
    await act(() => result.current.submit())
    expect(result.current.serverMessage).toBe(generic)
  })

  it('puts field messages under their fields and clears the message on request', async () => {
    const taken = () => Promise.reject(new ApiError('Taken', { kind: 'envelope', code: 400, fieldErrors: { phone: 'This phone number is already registered' } }))
    const { result } = setup(taken, false)
    await act(() => result.current.submit())
    expect(result.current.form.formState.errors.phone?.message).toBe('This phone number is already registered')
    expect(result.current.serverMessage).toBeNull()

    const { result: failed } = setup(() => Promise.reject(new ApiError('Network Error', { kind: 'network' })), false)
    await act(() => failed.current.submit())
    expect(failed.current.serverMessage).toMatch(/\w/)
    act(() => failed.current.clearServerMessage())
    expect(failed.current.serverMessage).toBeNull()
  })

  describe('offline', () => {
    afterEach(() => vi.restoreAllMocks())
    const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

    it('sends nothing and says so at once', async () => {
      goOffline()
      const send = vi.fn(async () => 'done')
      const { result, onSuccess } = setup(send, false)
      await act(() => result.current.submit())
      expect(send).not.toHaveBeenCalled()
      expect(onSuccess).not.toHaveBeenCalled()
      expect(result.current.serverMessage).toBe('You are offline. Nothing was sent: reconnect to the internet, then try again.')
      expect(result.current.pending).toBe(false)
    })

    it('rules that cannot load (offline since the page opened) send nothing and say so, with no unhandled error', async () => {
      goOffline()
      const send = vi.fn(async () => 'done')
      const { result } = setup(send, false, { resolver: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) })
      await act(() => result.current.submit())
      expect(send).not.toHaveBeenCalled()
      expect(result.current.serverMessage).toBe('You are offline. Nothing was sent: reconnect to the internet, then try again.')
      expect(result.current.pending).toBe(false)
    })
  })
})
