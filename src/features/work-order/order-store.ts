import type { WorkOrderFormOutput } from './form-values'
import { isRecord } from '@/lib/session-store'

/** The confirmed service booking, in the success page's history entry state (use-history-value.ts): shown after a reload too. */
export const CONFIRMED_ORDER_KEY = 'work-order:confirmed-order'

export type ConfirmedOrder = { reference: string } & Pick<
  WorkOrderFormOutput,
  'name' | 'modelId' | 'registrationOrVin' | 'serviceType' | 'showroomId' | 'preferredDate'
>

export const isConfirmedOrder = (value: unknown): value is ConfirmedOrder =>
  isRecord(value) &&
  ['reference', 'name', 'modelId', 'registrationOrVin', 'serviceType', 'showroomId', 'preferredDate'].every((key) => typeof value[key] === 'string')
