import { z } from 'zod'
import { defineOperation } from './operation'
import { noPayloadSchema } from './common'

/** Contact data of SPEC §3. */
export const contactDataSchema = z.object({
  /** General numbers, semicolon-separated as displayed: '+234 … ; +234 …'. */
  phones: z.string(),
  phoneCarloha: z.string(),
  phoneAbuja: z.string(),
  phoneAfterSale: z.string(),
  email: z.email(),
  afterSalesEmail: z.email(),
  /** The id in https://wa.me/message/<id>. */
  whatsappMessageId: z.string(),
  code: z.string(),
  openingHours: z.string(),
})
export type ContactData = z.infer<typeof contactDataSchema>

export const getContact = defineOperation({
  name: 'contact.get',
  service: 'site',
  method: 'get',
  path: '/api/contact/',
  bodyType: 'form',
  request: noPayloadSchema,
  response: contactDataSchema,
})

export const contactOperations = [getContact] as const
