import { beforeEach, describe, expect, it } from 'vitest'
import { MOCK_VERIFICATION_CODE, mockDb } from './db'
import { createDealerApplication } from './generators'

beforeEach(() => mockDb.reset())

describe('passport state kept for the tab (browser mock)', () => {
  it('round-trips accounts, session, codes and dealer applications through JSON', () => {
    mockDb.recordVerificationCodeRequest('+234 803 555 0199')
    mockDb.register({ phone: '+234 803 555 0101', password: 'Sunshine2026', name: 'Ngozi Eze' })
    const application = createDealerApplication({ companyName: 'Northern Motors (sample)' })
    mockDb.submit('dealerApplication', application, application.idempotencyKey)
    const saved = JSON.parse(JSON.stringify(mockDb.exportPassportState()))

    mockDb.reset()
    expect(mockDb.currentProfile()).toBeUndefined()

    mockDb.importPassportState(saved)
    expect(mockDb.currentProfile()).toMatchObject({ name: 'Ngozi Eze' })
    expect(mockDb.currentProfileDetail()?.dealerApplication).toMatchObject({ companyName: 'Northern Motors (sample)' })
    expect(mockDb.isVerificationCodeValid('+234 803 555 0199', MOCK_VERIFICATION_CODE)).toBe(true)
    expect(mockDb.register({ phone: '+234 803 555 0102', password: 'Sunshine2026', name: 'Ada Obi' }).id).toBe('user-0003')
    // A retry of the application after the reload is still answered once.
    expect(mockDb.submit('dealerApplication', application, application.idempotencyKey).status).toBe('replayed')
  })
})
