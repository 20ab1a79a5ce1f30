import { z } from 'zod'
import { mileageKmSchema, withWorkOrderRules, workOrderFieldsSchema } from '@/contract/site'
import { isPhoneCountry, normalisePhone } from '@/lib/phone-number'
import { parseMileage, type WorkOrderFormOutput } from './form-values'

/**
 * Loaded on demand (with zod) by the service-booking form: the contract's fields and rules, the
 * mileage read from its text input, the phone sent normalised.
 */
export const workOrderFormSchema = withWorkOrderRules(workOrderFieldsSchema.extend({ mileageKm: z.preprocess(parseMileage, mileageKmSchema) })).transform(
  (order): WorkOrderFormOutput => ({
    ...order,
    phone: isPhoneCountry(order.phoneCountry) ? normalisePhone(order.phoneCountry, order.phone) : order.phone,
  }),
)
