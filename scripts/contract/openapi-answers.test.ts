// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createAnswerValidator, readOpenApiDocument, type ReceivedAnswer } from './openapi-answers'

type Json = Record<string, unknown>

const document = readOpenApiDocument()
const documentedProblem = createAnswerValidator(document)
const JSON_TYPE = { 'content-type': 'application/json' }
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch']

const answer = (method: string, path: string, body: unknown, headers: Record<string, string> = JSON_TYPE, status = 200): ReceivedAnswer => ({
  method,
  path,
  status,
  headers: new Headers(headers),
  text: typeof body === 'string' ? body : JSON.stringify(body),
})

/** Every answer example of the document, as a server would send it. */
function documentedExamples(): Array<[string, ReceivedAnswer]> {
  const found: Array<[string, ReceivedAnswer]> = []
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const [method, operation] of Object.entries(item).filter(([key]) => HTTP_METHODS.includes(key))) {
      const content = ((operation as Json).responses as Record<string, Json>)['200']?.content as Record<string, Json>
      for (const [name, example] of Object.entries((content['application/json']?.examples ?? {}) as Record<string, Json>)) {
        found.push([`${method.toUpperCase()} ${path} ${name}`, answer(method, path, example.value, { 'content-type': 'application/json; charset=utf-8' })])
      }
    }
  }
  return found
}

describe('an answer against docs/api/openapi.json (ajv)', () => {
  it.each(documentedExamples())('accepts the documented example %s', (_name, example) => {
    expect(documentedProblem(example)).toBeUndefined()
  })

  it('names the wrong field of an envelope, by the branch its code picks', () => {
    const superseded = { code: 409, message: 'This request was replaced by a later one', data: { reference: 'TD-2026-000001' } }
    expect(documentedProblem(answer('post', '/api/test-drive/', superseded))).toBe('data: must be null')
    const profile = { code: 200, message: 'success', data: { id: 'user-1', name: 'Ada Sample', firstName: 'Ada', lastName: 'Sample', email: null } }
    expect(documentedProblem(answer('get', '/api/user/profile/', profile))).toBe('data.phone: is missing')
    const fieldErrors = { code: 400, message: 'Please select "Model"', data: { errors: { modelId: 7 } } }
    expect(documentedProblem(answer('post', '/api/test-drive/', fieldErrors))).toBe('data.errors.modelId: must be string')
  })

  it('takes a code the call does not document as a general failure, and names a code that is no integer', () => {
    expect(documentedProblem(answer('post', '/api/test-drive/', { code: 418, message: 'Teapot', data: null }))).toBeUndefined()
    expect(documentedProblem(answer('get', '/api/contact/', { code: 500, message: 'Internal error', data: { trace: 'x' } }))).toBeUndefined()
    expect(documentedProblem(answer('post', '/api/test-drive/', { code: '500', message: 'Internal error' }))).toBe(
      'code: "500" is not a code the document gives this call (200, 400, 409, 422, any other integer)',
    )
  })

  it('checks the Content-Type and that a JSON body is JSON', () => {
    const status = { code: 200, message: 'success', data: { loggedIn: false } }
    expect(documentedProblem(answer('get', '/api/user/client/status/', status, { 'content-type': 'text/html' }))).toBe(
      'Content-Type is text/html, the document gives application/json',
    )
    expect(documentedProblem(answer('get', '/api/user/client/status/', status, {}))).toBe('Content-Type is missing, the document gives application/json')
    expect(documentedProblem(answer('get', '/api/user/client/status/', '<html>', JSON_TYPE))).toBe('the body is not JSON (<html>)')
  })

  it('takes any other HTTP status as the transport failure the document gives (`default`), and a call it lacks as unknown', () => {
    expect(documentedProblem(answer('get', '/api/test/', 'Bad gateway', { 'content-type': 'text/plain' }, 502))).toBeUndefined()
    expect(documentedProblem(answer('get', '/api/unknown/', {}))).toBe(`GET /api/unknown/ is not in docs/api/openapi.json`)
  })

  it('checks the headers a response documents: present when required, valid against their schema', () => {
    const withHeader = createAnswerValidator({
      openapi: '3.1.0',
      paths: {
        '/api/login/': {
          post: {
            responses: {
              '200': {
                description: 'Signed in',
                headers: { 'Set-Cookie': { required: true, schema: { type: 'string', pattern: '^session=' } } },
                content: { 'application/json': { schema: { type: 'object' } } },
              },
            },
          },
        },
      },
    })
    expect(withHeader(answer('post', '/api/login/', {}, { ...JSON_TYPE, 'set-cookie': 'session=abc; HttpOnly' }))).toBeUndefined()
    expect(withHeader(answer('post', '/api/login/', {}))).toBe('header Set-Cookie: is missing')
    expect(withHeader(answer('post', '/api/login/', {}, { ...JSON_TYPE, 'set-cookie': 'token=abc' }))).toBe('header Set-Cookie: must match pattern "^session="')
    expect(withHeader(answer('post', '/api/login/', {}, {}, 201))).toBe('HTTP 201 is not a status the document gives this call (200)')
  })
})
