import { z } from 'zod'
import { allOperations } from '@/contract'
import { IDEMPOTENCY_CONFLICT_CODE, IDEMPOTENCY_CONFLICT_MESSAGE, SUPERSEDED_CODE, SUPERSEDED_MESSAGE, VALIDATION_ERROR_CODE } from '@/contract/common'
import type { ApiOperation } from '@/contract/operation'
import { operationDocs, type OperationDoc, type OperationErrorDoc, type SessionUse } from '@/contract/operation-docs'
import { NOT_SIGNED_IN_CODE, NOT_SIGNED_IN_MESSAGE } from '@/contract/passport'
import { operationExamples, type ExampleContext } from '@mocks/examples'

/**
 * Every operation of src/contract with what the published contract says about it: JSON Schemas of
 * the payload and of the answer's data (zod 4's own z.toJSONSchema), encoding, session, error
 * answers and examples. docs/api/openapi.json and docs/api/README.md are both rendered from this.
 */

export type JsonSchema = { [key: string]: unknown }

/** How the payload travels: in the query string (get), in a body, or not at all. */
export type PayloadEncoding = 'query' | 'form' | 'json' | 'none'

export const MEDIA_TYPES = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
} as const

export type ErrorAnswer = OperationErrorDoc & {
  /** A whole envelope, as the server answers it. */
  example: { code: number; message: string; data: unknown }
}

/** A payload the server must reject with envelope 400 and a message for `field` in data.errors. */
export type InvalidExample = { request: Record<string, unknown>; field: string; message: string }

export type DescribedOperation = {
  operation: ApiOperation
  doc: OperationDoc
  encoding: PayloadEncoding
  /** Undefined when the operation takes no payload. */
  requestSchema: JsonSchema | undefined
  responseSchema: JsonSchema
  session: SessionUse | undefined
  /** The body field that makes a submission idempotent, when the payload has one. */
  idempotencyField: string | undefined
  /** The body field that names the unanswered tries a changed submission replaces, when the payload has one. */
  supersedesField: string | undefined
  errors: ErrorAnswer[]
  example: { request: unknown; response: unknown }
  invalidExample: InvalidExample | undefined
}

export const IDEMPOTENCY_FIELD = 'idempotencyKey'
export const SUPERSEDES_FIELD = 'supersedes'

/**
 * The examples of the published document: a fixed "today" (local date, so the output does not
 * depend on the machine's time zone) and fixed keys, so regenerating gives the same text.
 */
export function documentExampleContext(): ExampleContext {
  let keyNumber = 0
  return {
    now: new Date(2026, 11, 1, 9, 0),
    uuid: () => `00000000-0000-4000-8000-${String(++keyNumber).padStart(12, '0')}`,
    newPhone: () => '+234 803 555 0147',
  }
}

function isSafeIntegerBound(value: unknown): boolean {
  return value === Number.MAX_SAFE_INTEGER || value === Number.MIN_SAFE_INTEGER
}

type NumberDef = { innerType?: z.core.$ZodType; checks?: Array<{ _zod: { def: { check: string; value?: unknown } } }> }

/** Whether the schema itself states this bound (.max(), .min()), rather than z.number().int() alone; through .default() and the like. */
function statesBound(zodSchema: z.core.$ZodType, value: unknown): boolean {
  let def = zodSchema._zod.def as NumberDef
  while (def.innerType) def = def.innerType._zod.def as NumberDef
  return (def.checks ?? []).some(({ _zod: { def: check } }) => (check.check === 'less_than' || check.check === 'greater_than') && check.value === value)
}

/**
 * The schema a sender must satisfy. Requests and answers both use the input side (io: 'input'):
 * the server parses the request, and the site parses the answer's data with `response`. Rules
 * written as code (refinements) cannot be expressed and are described in operation-docs.ts.
 */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: json }) => {
      // z.number().int() bounds itself to safe integers: noise for a reader, unless the schema states it.
      if (isSafeIntegerBound(json.maximum) && !statesBound(zodSchema, json.maximum)) delete json.maximum
      if (isSafeIntegerBound(json.minimum) && !statesBound(zodSchema, json.minimum)) delete json.minimum
      // A trimmed text piped into z.email(): the input side alone would lose the email format.
      const def = zodSchema._zod.def
      if (def.type === 'pipe' && def.out._zod.def.type === 'string') {
        const format = (def.out._zod.def as { format?: string }).format
        if (format && json.type === 'string') json.format = format
      }
    },
  }) as JsonSchema
  return jsonSchema
}

function hasProperties(schema: JsonSchema): boolean {
  const properties = schema.properties as Record<string, unknown> | undefined
  return properties !== undefined && Object.keys(properties).length > 0
}

function encodingOf(operation: ApiOperation, takesPayload: boolean): PayloadEncoding {
  if (!takesPayload) return 'none'
  if (operation.method === 'get' || operation.method === 'jsonp') return 'query'
  return operation.bodyType
}

/** The first message zod gives for a field, as the server's data.errors would carry it. */
function messageFor(operation: ApiOperation, request: unknown, field: string): string | undefined {
  const result = operation.request.safeParse(request)
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message
}

/**
 * An invalid payload derived from the valid one: its first required field blank (a string) or left
 * out, or, when no field is required, its first bounded number put below its minimum.
 */
function invalidExampleOf(operation: ApiOperation, schema: JsonSchema | undefined, request: unknown): InvalidExample | undefined {
  if (!schema || typeof request !== 'object' || request === null) return undefined
  const valid = request as Record<string, unknown>
  const required = (schema.required as string[] | undefined) ?? []
  const properties = schema.properties as Record<string, JsonSchema>
  const requiredField = required.find((field) => field in valid)
  if (requiredField) {
    // Blank rather than left out: a payload left empty would be rejected as a whole, not by field.
    const { [requiredField]: _left, ...withoutField } = valid
    const invalid = properties[requiredField]?.type === 'string' ? { ...valid, [requiredField]: '' } : withoutField
    const message = messageFor(operation, invalid, requiredField)
    return message ? { request: invalid, field: requiredField, message } : undefined
  }
  const boundedField = Object.keys(properties).find((field) => typeof properties[field]?.minimum === 'number')
  if (boundedField) {
    const invalid = { ...valid, [boundedField]: (properties[boundedField]?.minimum as number) - 1 }
    const message = messageFor(operation, invalid, boundedField)
    return message ? { request: invalid, field: boundedField, message } : undefined
  }
  return undefined
}

function errorsOf(
  doc: OperationDoc,
  invalidExample: InvalidExample | undefined,
  idempotencyField: string | undefined,
  supersedesField: string | undefined,
): ErrorAnswer[] {
  const errors: ErrorAnswer[] = []
  if (invalidExample) {
    const { field, message } = invalidExample
    errors.push({
      code: VALIDATION_ERROR_CODE,
      message,
      field,
      when: 'a field is missing or breaks its rules: `data.errors` has one message per field, `message` is the first of them',
      example: { code: VALIDATION_ERROR_CODE, message, data: { errors: { [field]: message } } },
    })
  }
  if (doc.session === 'required') {
    errors.push({
      code: NOT_SIGNED_IN_CODE,
      message: NOT_SIGNED_IN_MESSAGE,
      when: 'there is no valid session cookie',
      example: { code: NOT_SIGNED_IN_CODE, message: NOT_SIGNED_IN_MESSAGE, data: null },
    })
  }
  if (idempotencyField) {
    errors.push({
      code: IDEMPOTENCY_CONFLICT_CODE,
      message: IDEMPOTENCY_CONFLICT_MESSAGE,
      when: `the \`${idempotencyField}\` was already used with a different payload (nothing is stored)`,
      example: { code: IDEMPOTENCY_CONFLICT_CODE, message: IDEMPOTENCY_CONFLICT_MESSAGE, data: null },
    })
  }
  if (idempotencyField && supersedesField) {
    errors.push({
      code: SUPERSEDED_CODE,
      message: SUPERSEDED_MESSAGE,
      when: `a later request named this \`${idempotencyField}\` in its \`${supersedesField}\` (a try that arrives late, or is sent again, after the visitor changed the answers): nothing is stored, whether or not the key was seen before`,
      example: { code: SUPERSEDED_CODE, message: SUPERSEDED_MESSAGE, data: null },
    })
  }
  for (const error of doc.errors ?? []) {
    const data = error.field ? { errors: { [error.field]: error.message } } : null
    errors.push({ ...error, example: { code: error.code, message: error.message, data } })
  }
  return errors
}

/** Throws when a source of the contract is out of step: an undocumented operation, or an example its own schema rejects. */
export function describeOperations(context: ExampleContext = documentExampleContext()): DescribedOperation[] {
  const examples = operationExamples(context)
  return allOperations.map((operation: ApiOperation) => {
    const doc = operationDocs[operation.name]
    const example = examples[operation.name]
    if (!doc) throw new Error(`src/contract/operation-docs.ts has no entry for ${operation.name}`)
    if (!example) throw new Error(`mocks/examples.ts has no example for ${operation.name}`)
    const answer = operation.response.safeParse(example.response)
    if (!answer.success) throw new Error(`The example answer of ${operation.name} breaks its schema: ${z.prettifyError(answer.error)}`)

    const request = toJsonSchema(operation.request)
    const requestSchema = hasProperties(request) ? request : undefined
    const properties = (requestSchema?.properties ?? {}) as Record<string, unknown>
    const invalidExample = invalidExampleOf(operation, requestSchema, example.request)
    const idempotencyField = IDEMPOTENCY_FIELD in properties ? IDEMPOTENCY_FIELD : undefined
    const supersedesField = SUPERSEDES_FIELD in properties ? SUPERSEDES_FIELD : undefined
    return {
      operation,
      doc,
      encoding: encodingOf(operation, requestSchema !== undefined),
      requestSchema,
      responseSchema: toJsonSchema(operation.response),
      session: doc.session,
      idempotencyField,
      supersedesField,
      errors: errorsOf(doc, invalidExample, idempotencyField, supersedesField),
      example,
      invalidExample,
    }
  })
}
