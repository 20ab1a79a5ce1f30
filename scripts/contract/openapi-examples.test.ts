// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

/**
 * Every example of the published contract (docs/api/openapi.json) against its own schema, with a
 * JSON Schema 2020-12 validator (OpenAPI 3.1's dialect) that nobody here wrote: the request bodies,
 * the query and header parameters, and every answer (success and each error envelope) against the
 * response's `anyOf` of envelopes, of which it must match exactly one.
 */

type Json = Record<string, unknown>
const DOCUMENT_ID = 'https://chery-nigeria.test/docs/api/openapi.json'
const document = JSON.parse(readFileSync('docs/api/openapi.json', 'utf8')) as Json

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema({ ...document, $id: DOCUMENT_ID })

const pointer = (...parts: string[]) => `#/${parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`
const validatorAt = (at: string) => ajv.compile({ $ref: `${DOCUMENT_ID}${at}` })

type Example = { name: string; at: string; value: unknown }

function examples(): Example[] {
  const found: Example[] = []
  const methods = ['get', 'post', 'put', 'patch', 'delete']
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of methods.filter((candidate) => candidate in item)) {
      const operation = item[method] as Json
      const label = `${method.toUpperCase()} ${path}`
      ;(operation.parameters as Json[] | undefined)?.forEach((parameter, index) => {
        if ('example' in parameter) found.push({ name: `${label} parameter ${String(parameter.name)}`, at: pointer('paths', path, method, 'parameters', String(index), 'schema'), value: parameter.example })
      })
      const body = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined
      for (const [mediaType, content] of Object.entries(body ?? {})) {
        if ('example' in content) found.push({ name: `${label} request (${mediaType})`, at: pointer('paths', path, method, 'requestBody', 'content', mediaType, 'schema'), value: content.example })
      }
      for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
        for (const [mediaType, content] of Object.entries((response.content ?? {}) as Record<string, Json>)) {
          for (const [name, example] of Object.entries((content.examples ?? {}) as Record<string, Json>)) {
            found.push({ name: `${label} answer ${status} ${name}`, at: pointer('paths', path, method, 'responses', status, 'content', mediaType, 'schema'), value: example.value })
          }
        }
      }
    }
  }
  return found
}

const all = examples()

describe('every example of docs/api/openapi.json validates against its schema (ajv, JSON Schema 2020-12)', () => {
  it('has examples of each kind', () => {
    expect(all.filter((example) => example.name.includes(' request ')).length).toBeGreaterThan(5)
    expect(all.filter((example) => /answer 200 invalidInput/.test(example.name)).length).toBeGreaterThan(5)
    expect(all.filter((example) => /answer 200 error40[14]/.test(example.name)).length).toBeGreaterThan(3)
  })

  it.each(all.map((example) => [example.name, example] as const))('%s', (_name, example) => {
    const validate = validatorAt(example.at)
    const valid = validate(example.value)
    expect(valid ? [] : ajv.errorsText(validate.errors, { separator: '\n' }).split('\n')).toEqual([])
  })

  /** How many of the envelopes of the answer schema at `at` take `answer`. */
  function envelopesTaking(at: string, answer: unknown): number {
    const envelopes = (ajv.getSchema(`${DOCUMENT_ID}${at}`)?.schema as Json | undefined)?.anyOf as unknown[]
    return envelopes.filter((_envelope, index) => validatorAt(`${at}/anyOf/${index}`)(answer)).length
  }

  it.each(all.filter((example) => example.name.includes(' answer ')).map((example) => [example.name, example] as const))('%s is one envelope, no two', (_name, example) => {
    expect(envelopesTaking(example.at, example.value)).toBe(1)
  })

  it('tells the envelopes apart by code: a documented code is held to its envelope, any other integer is a general failure', () => {
    const at = pointer('paths', '/api/test-drive/', 'post', 'responses', '200', 'content', 'application/json', 'schema')
    const validate = validatorAt(at)
    const answers = [
      { code: 400, message: 'Please select "Model"', data: { errors: { modelId: 'Please select "Model"' } } },
      { code: 422, message: 'This request was already sent with different details', data: null },
      // Codes the call does not document: the general failure the site shows in the page's language.
      { code: 418, message: 'Teapot', data: null },
      { code: 500, message: '', data: { trace: 'x' } },
    ]
    for (const answer of answers) {
      expect(validate(answer), JSON.stringify(answer)).toBe(true)
      expect(envelopesTaking(at, answer), JSON.stringify(answer)).toBe(1)
    }
    // A documented code breaking its envelope (400 without its field messages, 409 with data) is not taken as a general failure.
    expect(validate({ code: 400, message: 'Invalid', data: null })).toBe(false)
    expect(validate({ code: 409, message: 'This request was replaced by a later one', data: { reference: 'TD-2026-000001' } })).toBe(false)
    // Nor is a code that is no integer.
    expect(validate({ code: '500', message: 'Internal error' })).toBe(false)
    expect(validate({ code: 400.5, message: 'Internal error' })).toBe(false)
  })
})
