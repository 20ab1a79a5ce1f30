import { readFileSync } from 'node:fs'
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

/**
 * Checks an answer a server gave against the published contract, docs/api/openapi.json, with a
 * validator nobody here wrote (ajv, JSON Schema 2020-12: OpenAPI 3.1's dialect, every `$ref`
 * resolved inside the document), independently of the zod schemas the document is generated from:
 * the HTTP status must be one the operation documents, the Content-Type one of that response's
 * media types, the body valid against its schema, and each header the response documents present
 * when required and valid against its schema.
 */

type Json = Record<string, unknown>

export type ReceivedAnswer = {
  /** The operation as the document lists it: lower-case method (jsonp calls are `get`) and path template. */
  method: string
  path: string
  status: number
  headers: Headers
  /** The body as received. */
  text: string
}

/** Returns what is wrong with an answer, in words that name the field; undefined when the document allows it. */
export type AnswerValidator = (answer: ReceivedAnswer) => string | undefined

export const OPENAPI_DOCUMENT = 'docs/api/openapi.json'
const DOCUMENT_ID = 'https://chery-nigeria.test/docs/api/openapi.json'
const SHOWN_ERRORS = 3
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

export function readOpenApiDocument(): Json {
  return JSON.parse(readFileSync(new URL(`../../${OPENAPI_DOCUMENT}`, import.meta.url), 'utf8')) as Json
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1')
const unescapePointer = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~')
const pointer = (...parts: string[]) => `#/${parts.map(escapePointer).join('/')}`

/** The value at a local JSON pointer (`#/components/schemas/X`) of the document. */
function at(document: Json, localPointer: string): unknown {
  return localPointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part) => part !== '')
    .reduce<unknown>((value, part) => (isObject(value) || Array.isArray(value) ? (value as Json)[unescapePointer(part)] : undefined), document)
}

/** Where a local pointer leads once the `$ref`s found there are followed. */
function followRefs(document: Json, localPointer: string): string {
  let current = localPointer
  for (let depth = 0; depth < 10; depth += 1) {
    const value = at(document, current)
    if (!isObject(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#')) break
    current = value.$ref
  }
  return current
}

function objectAt(document: Json, localPointer: string): Json {
  const value = at(document, followRefs(document, localPointer))
  return isObject(value) ? value : {}
}

/** `data.errors.phone`, `data.items[2].title`: where in the value the error is ('' for the value itself). */
function fieldPath(error: ErrorObject): string {
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer)
  if (error.keyword === 'required') segments.push(String((error.params as { missingProperty: string }).missingProperty))
  if (error.keyword === 'additionalProperties') segments.push(String((error.params as { additionalProperty: string }).additionalProperty))
  const path = segments.reduce((joined, segment) => (/^\d+$/.test(segment) ? `${joined}[${segment}]` : joined ? `${joined}.${segment}` : segment), '')
  return path
}

function errorText(error: ErrorObject): string {
  if (error.keyword === 'required') return 'is missing'
  if (error.keyword === 'additionalProperties') return 'is not in the contract'
  const allowed = (error.params as { allowedValue?: unknown; allowedValues?: unknown[] }).allowedValues ?? (error.keyword === 'const' ? [(error.params as { allowedValue?: unknown }).allowedValue] : undefined)
  if (allowed) return `must be ${allowed.map((value) => JSON.stringify(value)).join(' or ')}`
  return error.message ?? error.keyword
}

/**
 * The first few errors, each `field: what is wrong` (`whole` names the value itself); the
 * combinators' own summaries left out when there is more to say.
 */
function describeErrors(errors: ErrorObject[] | null | undefined, whole: string): string {
  const all = errors ?? []
  const specific = all.filter((error) => !['if', 'oneOf', 'anyOf', 'allOf', 'not'].includes(error.keyword))
  const lines = [
    ...new Set(
      (specific.length > 0 ? specific : all).map((error) => {
        const where = fieldPath(error) || whole
        return where ? `${where}: ${errorText(error)}` : errorText(error)
      }),
    ),
  ]
  const more = lines.length > SHOWN_ERRORS ? ` (and ${lines.length - SHOWN_ERRORS} more)` : ''
  return `${lines.slice(0, SHOWN_ERRORS).join('; ')}${more}`
}

/** The `code` values an envelope branch takes: listed (`const`, `enum`), or every integer but those listed (`not: { enum }`). */
type BranchCodes = { only: unknown[] } | { except: unknown[] }

/** Undefined when the branch does not pin its code. */
function codesOf(branch: Json): BranchCodes | undefined {
  const code = isObject(branch.properties) ? branch.properties.code : undefined
  if (!isObject(code)) return undefined
  if ('const' in code) return { only: [code.const] }
  if (Array.isArray(code.enum)) return { only: code.enum }
  if (isObject(code.not) && Array.isArray(code.not.enum)) return { except: code.not.enum }
  return undefined
}

const takesCode = (codes: BranchCodes, code: unknown) => ('only' in codes ? codes.only.includes(code) : Number.isInteger(code) && !codes.except.includes(code))
const describeCodes = (codes: BranchCodes) => ('only' in codes ? codes.only.map((code) => JSON.stringify(code)) : ['any other integer'])

function mediaTypeMatches(documented: string, received: string): boolean {
  if (documented === received || documented === '*/*') return true
  return documented.endsWith('/*') && received.startsWith(documented.slice(0, -1))
}

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json')

export function createAnswerValidator(document: Json = readOpenApiDocument()): AnswerValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ ...document, $id: DOCUMENT_ID })
  const compiled = new Map<string, ValidateFunction>()
  const validatorAt = (localPointer: string): ValidateFunction => {
    let validate = compiled.get(localPointer)
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}${localPointer}` })
      compiled.set(localPointer, validate)
    }
    return validate
  }

  /** Body errors; for envelopes told apart by `code` (an anyOf or oneOf), those of the branch the answer's code picks. */
  function bodyProblem(schemaPointer: string, body: unknown): string | undefined {
    // Read before validating: ajv's type guard leaves `body` as never once it failed.
    const code = isObject(body) ? body.code : undefined
    const validate = validatorAt(schemaPointer)
    if (validate(body)) return undefined
    const schemaAt = followRefs(document, schemaPointer)
    const schema = objectAt(document, schemaAt)
    const combinator = Array.isArray(schema.anyOf) ? 'anyOf' : 'oneOf'
    const members: unknown = schema[combinator]
    if (Array.isArray(members) && code !== undefined) {
      const branches = members.map((_branch, index) => ({ index, codes: codesOf(objectAt(document, `${schemaAt}/${combinator}/${index}`)) }))
      if (branches.every((branch) => branch.codes)) {
        const chosen = branches.filter((branch) => branch.codes && takesCode(branch.codes, code))
        if (chosen.length === 0) {
          const documented = branches.flatMap((branch) => (branch.codes ? describeCodes(branch.codes) : []))
          return `code: ${JSON.stringify(code)} is not a code the document gives this call (${documented.join(', ')})`
        }
        if (chosen.length === 1 && chosen[0]) {
          const branch = validatorAt(`${schemaAt}/${combinator}/${chosen[0].index}`)
          if (!branch(body)) return describeErrors(branch.errors, 'the body')
        }
      }
    }
    return describeErrors(validate.errors, 'the body')
  }

  return (answer) => {
    const operation = HTTP_METHODS.includes(answer.method) ? (document.paths as Record<string, Json | undefined>)[answer.path]?.[answer.method] : undefined
    if (!isObject(operation)) return `${answer.method.toUpperCase()} ${answer.path} is not in ${OPENAPI_DOCUMENT}`
    const responses = (operation.responses ?? {}) as Record<string, Json>
    const statusKey = [String(answer.status), `${String(answer.status).slice(0, 1)}XX`, 'default'].find((key) => key in responses)
    if (!statusKey) return `HTTP ${answer.status} is not a status the document gives this call (${Object.keys(responses).join(', ')})`
    const responsePointer = followRefs(document, pointer('paths', answer.path, answer.method, 'responses', statusKey))
    const response = objectAt(document, responsePointer)

    const problems: string[] = []
    for (const name of Object.keys((response.headers ?? {}) as Json)) {
      // OpenAPI: a Content-Type entry here is ignored (the media types say it).
      if (name.toLowerCase() === 'content-type') continue
      const headerPointer = followRefs(document, `${responsePointer}/headers/${escapePointer(name)}`)
      const described = objectAt(document, headerPointer)
      const value = answer.headers.get(name)
      if (value === null) {
        if (described.required === true) problems.push(`header ${name}: is missing`)
        continue
      }
      if (!isObject(described.schema)) continue
      const validate = validatorAt(`${headerPointer}/schema`)
      if (!validate(value)) problems.push(`header ${name}: ${describeErrors(validate.errors, '')}`)
    }

    const content = response.content as Record<string, unknown> | undefined
    if (content && Object.keys(content).length > 0) {
      const contentType = answer.headers.get('content-type')
      const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
      const documented = Object.keys(content).find((candidate) => mediaTypeMatches(candidate.toLowerCase(), mediaType))
      if (!documented) {
        problems.push(`Content-Type is ${contentType ?? 'missing'}, the document gives ${Object.keys(content).join(', ')}`)
      } else if (isObject((content[documented] as Json | undefined)?.schema)) {
        let body: unknown = answer.text
        let readable = true
        if (isJson(mediaType)) {
          try {
            body = JSON.parse(answer.text)
          } catch {
            readable = false
            problems.push(`the body is not JSON (${answer.text.trim() === '' ? 'an empty body' : answer.text.slice(0, 60)})`)
          }
        }
        const problem = readable ? bodyProblem(`${responsePointer}/content/${escapePointer(documented)}/schema`, body) : undefined
        if (problem) problems.push(problem)
      }
    }
    return problems.length > 0 ? problems.join('; ') : undefined
  }
}
