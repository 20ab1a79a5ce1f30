import { z } from 'zod'
import { defineOperation } from './operation'
import {
  ALWAYS_CHECK,
  bookingDateSchema,
  checkPhoneForCountry,
  emailSchema,
  idempotencyKeySchema,
  supersedesSchema,
  modelIdSchema,
  noPayloadSchema,
  personNameSchema,
  phoneCountrySchema,
  phoneForCountryRules,
  phoneSchema,
  referenceSchema,
  requiredChoice,
  requiredText,
  showroomIdSchema,
  validationText,
  vehicleIdSchema,
} from './common'

/** Site API, SPEC §7: the test endpoint and the work-order (service booking) submission. */

export const testEndpointResponseSchema = z.object({
  status: z.literal('ok'),
  serverTime: z.iso.datetime(),
})

export const getTest = defineOperation({
  name: 'site.getTest',
  service: 'site',
  method: 'get',
  path: '/api/test/',
  bodyType: 'form',
  request: noPayloadSchema,
  response: testEndpointResponseSchema,
})

export const SERVICE_TYPES = ['periodic-maintenance', 'repair', 'warranty', 'bodywork', 'other'] as const

/** The mileage on the odometer, whole kilometres. */
export const mileageKmSchema = z
  .number({ error: (issue) => (issue.input === undefined ? validationText.required('Mileage') : validationText.invalid('Mileage')) })
  .int(validationText.invalid('Mileage'))
  .min(0, validationText.min('Mileage', 0))
  .max(2_000_000, validationText.max('Mileage', 2_000_000))

/** The fields of a work order; withWorkOrderRules adds the rules across fields. */
export const workOrderFieldsSchema = z.object({
  name: personNameSchema('Name', 100),
  phoneCountry: phoneCountrySchema,
  phone: phoneSchema,
  email: emailSchema,
  modelId: modelIdSchema,
  registrationOrVin: vehicleIdSchema('Registration number or VIN'),
  mileageKm: mileageKmSchema,
  serviceType: requiredChoice('Service type', SERVICE_TYPES),
  showroomId: showroomIdSchema,
  /** An opening day (not a Sunday), today up to 60 days ahead. */
  preferredDate: bookingDateSchema('Preferred date'),
  description: requiredText('Description', 2000),
})

export function withWorkOrderRules<TSchema extends z.ZodType<{ phone: string; phoneCountry: string }>>(schema: TSchema) {
  return schema.superRefine(checkPhoneForCountry, ALWAYS_CHECK).meta({ allOf: phoneForCountryRules() })
}

export const workOrderRequestSchema = withWorkOrderRules(workOrderFieldsSchema.extend({ idempotencyKey: idempotencyKeySchema, supersedes: supersedesSchema }))
export type WorkOrderRequest = z.infer<typeof workOrderRequestSchema>
export type WorkOrderInput = z.input<typeof workOrderRequestSchema>

export const workOrderResponseSchema = z.object({ reference: referenceSchema('WO') })

/** JSON body: the payload has numbers and must keep its types. The form's loading flag is loadingForm. */
export const submitWorkOrder = defineOperation({
  name: 'site.submitWorkOrder',
  service: 'site',
  method: 'post',
  path: '/api/work-order/',
  bodyType: 'json',
  request: workOrderRequestSchema,
  response: workOrderResponseSchema,
})

export const siteOperations = [getTest, submitWorkOrder] as const
