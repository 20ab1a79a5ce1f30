import { z } from 'zod'

/**
 * Build-time configuration (checked in vite.config.ts, so zod never ships to the browser). Every value comes from a VITE_* variable (see .env.example) and is
 * checked once here, so a typo in a deployment fails the build instead of a visitor's request.
 */
const envSchema = z.object({
  VITE_API_MOCKING: z.enum(['on', 'off']).default('on'),
  VITE_API_BASE_URL: z.url().default('https://api.chery-nigeria.test'),
  VITE_PASSPORT_BASE_URL: z.url().default('https://passport.chery-nigeria.test'),
  VITE_IMAGES_BASE_URL: z.string().default(''),
  VITE_SITE_URL: z.url().default('https://www.chery-nigeria.test'),
  VITE_USER_CLIENT: z.string().min(1).default('chery-ng-web'),
  VITE_ANALYTICS_PROVIDER: z.enum(['dataLayer', 'console', 'none']).default('dataLayer'),
  // The provider's tag script (e.g. Google Tag Manager's gtm.js?id=…), loaded only after consent.
  VITE_ANALYTICS_SCRIPT_URL: z.union([z.literal(''), z.url({ protocol: /^https$/ })]).default(''),
  VITE_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  // "on": a demonstration build, which may publish the sample contact data of src/config/site.ts with the mocks off.
  VITE_DEMO_CONTENT: z.enum(['on', 'off']).default('off'),
  // "off": no service worker; a build with the mocks off then publishes the kill switch as /sw.js (docs/deploy.md).
  VITE_SERVICE_WORKER: z.enum(['on', 'off']).default('on'),
})

export type Env = z.infer<typeof envSchema>

/**
 * A production build (mocks off) would publish the sample contact data and showrooms as the
 * distributor's: it fails, loudly, unless it says it is a demonstration (VITE_DEMO_CONTENT=on).
 */
export function checkSampleContent(env: Env, contactDataAreSamples: boolean): void {
  if (env.VITE_API_MOCKING === 'off' && contactDataAreSamples && env.VITE_DEMO_CONTENT !== 'on') {
    throw new Error(
      [
        '',
        '✖ This production build (VITE_API_MOCKING=off) would publish SAMPLE contact data and showrooms as the distributor\'s.',
        '  Put the real addresses, phone numbers and e-mail addresses in src/config/site.ts and set SAMPLE_CONTACT_DATA there to false,',
        '  or, for a demonstration build, set VITE_DEMO_CONTENT=on (docs/deploy.md).',
        '',
      ].join('\n'),
    )
  }
}

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    throw new Error(`Invalid environment configuration:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}
