import type { WorkOrderFormOutput } from './form-values'
import { isRecord, writeSession } from '@/lib/session-store'

/** The confirmed service booking, kept in the tab for the success page (also after a reload). */
export const CONFIRMED_ORDER_KEY = 'work-order:confirmed-order'

export type ConfirmedOrder = { reference: string } & Pick<
  WorkOrderFormOutput,
  'name' | 'modelId' | 'registrationOrVin' | 'serviceType' | 'showroomId' | 'preferredDate'
>

export const isConfirmedOrder = (value: unknown): value is ConfirmedOrder =>
  isRecord(value) &&
  ['reference', 'name', 'modelId', 'registrationOrVin', 'serviceType', 'showroomId', 'preferredDate'].every((key) => typeof value[key] === 'string')

export function saveConfirmedOrder(order: ConfirmedOrder): void {
  writeSession(CONFIRMED_ORDER_KEY, order)
}
