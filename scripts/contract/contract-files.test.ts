// @vitest-environment node
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Validator } from '@seriousme/openapi-schema-validator'
import { allOperations } from '@/contract'
import { IDEMPOTENCY_CONFLICT_CODE } from '@/contract/common'
import { operationDocs } from '@/contract/operation-docs'
import { operationExamples } from '@mocks/examples'
import { describeOperations, documentExampleContext } from './contract-model'
import { generateContractFiles } from './generate'

afterEach(() => vi.useRealTimers())

describe('the published API contract (docs/api/)', () => {
  it.each(generateContractFiles().map((file) => [file.path, file.content]))('%s is what `npm run contract` writes', (path, content) => {
    const committed = readFileSync(path, 'utf8')
    // On failure: run `npm run contract` and commit docs/api/.
    expect(committed === content, `${path} is stale: run npm run contract`).toBe(true)
  })

  it('is a valid OpenAPI 3.1 document', async () => {
    const [openApi] = generateContractFiles()
    const validator = new Validator()
    const result = await validator.validate(JSON.parse(openApi?.content ?? '{}') as Record<string, unknown>)
    expect(result.errors ?? []).toEqual([])
    expect(validator.version).toBe('3.1')
  })

  it('documents every operation, and nothing else', () => {
    expect(Object.keys(operationDocs).sort()).toEqual(allOperations.map((operation) => operation.name).sort())
  })

  it('has example requests the operations accept, on the day the document was generated and today', () => {
    const documentContext = documentExampleContext()
    vi.useFakeTimers({ now: documentContext.now, toFake: ['Date'] })
    const documentExamples = operationExamples(documentContext)
    for (const operation of allOperations) {
      const result = operation.request.safeParse(documentExamples[operation.name]?.request)
      expect(result.error?.issues ?? [], operation.name).toEqual([])
    }
    vi.useRealTimers()
    const todayExamples = operationExamples({ now: new Date(), uuid: () => crypto.randomUUID(), newPhone: () => '+234 803 555 0148' })
    for (const operation of allOperations) {
      expect(operation.request.safeParse(todayExamples[operation.name]?.request).success, operation.name).toBe(true)
    }
  })

  it('derives an invalid input the operation rejects for every operation that takes fields', () => {
    for (const described of describeOperations()) {
      if (!described.requestSchema) continue
      expect(described.invalidExample, described.operation.name).toBeDefined()
      expect(described.operation.request.safeParse(described.invalidExample?.request).success).toBe(false)
    }
  })

  it('marks the calls that carry an idempotency key, and gives them the 422 of a key reused with another payload', () => {
    const described = describeOperations()
    for (const operation of described.filter((entry) => entry.idempotencyField)) {
      expect(operation.errors.map((error) => error.code)).toContain(IDEMPOTENCY_CONFLICT_CODE)
    }
    const idempotent = described
      .filter((described) => described.idempotencyField)
      .map((described) => described.operation.name)
    expect(idempotent.sort()).toEqual(['passport.register', 'passport.registerDealer', 'site.submitWorkOrder', 'survey.submit', 'testDrive.book'])
  })
})
