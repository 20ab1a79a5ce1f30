import { describe, expect, it } from 'vitest'
import { checkSampleContent, parseEnv } from './env-schema'

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

describe('sample content in a production build', () => {
  it('fails a build with the mocks off and sample contact data, unless it is a demo', () => {
    expect(() => checkSampleContent(parseEnv({ VITE_API_MOCKING: 'off' }), true)).toThrow(/SAMPLE contact data[\s\S]*VITE_DEMO_CONTENT=on/)
    expect(() => checkSampleContent(parseEnv({ VITE_API_MOCKING: 'off', VITE_DEMO_CONTENT: 'on' }), true)).not.toThrow()
    expect(() => checkSampleContent(parseEnv({ VITE_API_MOCKING: 'off' }), false)).not.toThrow()
    expect(() => checkSampleContent(parseEnv({}), true)).not.toThrow()
    expect(() => parseEnv({ VITE_DEMO_CONTENT: 'yes' })).toThrow(/VITE_DEMO_CONTENT/)
  })
})
