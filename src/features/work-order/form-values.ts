import { fieldOrder, type FormValuesOf } from '@/components/form/form-values'
import type { WorkOrderInput } from '@/contract/site'

export type WorkOrderFormOutput = Omit<WorkOrderInput, 'idempotencyKey' | 'supersedes'>

/** What the form holds while it is filled in (form-values.ts in the form kit). */
export type WorkOrderFormValues = FormValuesOf<WorkOrderFormOutput>

export const WORK_ORDER_DEFAULTS: WorkOrderFormValues = {
  name: '',
  phoneCountry: 'NG',
  phone: '',
  email: '',
  modelId: '',
  registrationOrVin: '',
  mileageKm: '',
  serviceType: '',
  showroomId: '',
  preferredDate: '',
  description: '',
}

/** The fields in the order the form shows them (the error summary follows it). */
export const WORK_ORDER_FIELDS = fieldOrder<WorkOrderFormValues>()([
  'name',
  'phoneCountry',
  'phone',
  'email',
  'modelId',
  'registrationOrVin',
  'mileageKm',
  'serviceType',
  'showroomId',
  'preferredDate',
  'description',
])

/** The service types of the contract (src/contract/site.ts), without importing zod on first load. */
export const SERVICE_TYPE_OPTIONS = ['periodic-maintenance', 'repair', 'warranty', 'bodywork', 'other'] as const

/** '42,000', '42 000' or '42000' → 42000; empty → undefined (required); anything else (42.5, 'abc') → NaN (invalid). */
export function parseMileage(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const compact = value.trim().replace(/[\s,]/g, '')
  if (compact === '') return undefined
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN
}
