import { createElement, type ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { serviceUrl } from '@/lib/api/service-url'
import { useLoadingFlag } from '@/lib/loading-flags'
import type { WorkOrderFormOutput } from '../form-values'
import { useSubmitWorkOrder } from './submit-work-order'

describe('useSubmitWorkOrder', () => {
  it('drives the shared loadingForm flag while the order is sent (SPEC §7), and only that flag', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post(serviceUrl('site', '/api/work-order/'), async () => {
        await answered
        return HttpResponse.json({ code: 200, message: 'success', data: { reference: 'WO-2026-000001' } })
      }),
    )
    const client = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children)
    const { result } = renderHook(() => ({ workOrder: useSubmitWorkOrder(), loadingForm: useLoadingFlag('loadingForm'), loading: useLoadingFlag('loading') }), {
      wrapper,
    })
    expect(result.current.loadingForm).toBe(false)

    let sent: Promise<{ reference: string }> = Promise.resolve({ reference: '' })
    act(() => {
      sent = result.current.workOrder.mutateAsync({ values: { name: 'Amina Bello' } as WorkOrderFormOutput, keys: { idempotencyKey: 'key-1' } })
    })
    await waitFor(() => expect(result.current.loadingForm).toBe(true))
    expect(result.current.loading).toBe(false)
    answer()
    await act(async () => {
      await expect(sent).resolves.toEqual({ reference: 'WO-2026-000001' })
    })
    await waitFor(() => expect(result.current.loadingForm).toBe(false))
  })
})
