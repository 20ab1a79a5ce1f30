import { describe, expect, it } from 'vitest'
import { parseEnv } from './env-schema'

describe('environment configuration', () => {
  it('defaults to mocks and sample hosts', () => {
    const env = parseEnv({})
    expect(env.VITE_API_MOCKING).toBe('on')
    expect(env.VITE_API_BASE_URL).toBe('https://api.chery-nigeria.test')
    expect(env.VITE_REQUEST_TIMEOUT_MS).toBe(15000)
  })

  it('rejects a malformed value with a message naming the variable', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'not a url' })).toThrow(/VITE_API_BASE_URL/)
    expect(() => parseEnv({ VITE_API_MOCKING: 'maybe' })).toThrow(/VITE_API_MOCKING/)
  })

  it("takes the analytics provider's script only over https, or none", () => {
    expect(parseEnv({}).VITE_ANALYTICS_SCRIPT_URL).toBe('')
    expect(parseEnv({ VITE_ANALYTICS_SCRIPT_URL: 'https://tags.example.com/gtm.js?id=GTM-X' }).VITE_ANALYTICS_SCRIPT_URL).toBe('https://tags.example.com/gtm.js?id=GTM-X')
    expect(() => parseEnv({ VITE_ANALYTICS_SCRIPT_URL: 'http://tags.example.com/gtm.js' })).toThrow(/VITE_ANALYTICS_SCRIPT_URL/)
  })
})
