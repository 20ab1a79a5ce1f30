// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { HEADLESS_CHROMIUM } from './chromium.mjs'

const OWN_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI']

// A stand-in for Chromium that prints the arguments it was started with, each followed by a NUL.
const folder = mkdtempSync(path.join(tmpdir(), 'chromium-launcher-'))
const fakeChromium = path.join(folder, 'chromium')
writeFileSync(fakeChromium, "#!/bin/sh\nprintf '%s\\0' \"$@\"\n")
chmodSync(fakeChromium, 0o755)
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** The arguments the launcher starts Chromium with, given `args`. */
function startedWith(args) {
  const output = execFileSync(HEADLESS_CHROMIUM, args, { env: { ...process.env, CHROMIUM_PATH: fakeChromium }, encoding: 'utf8' })
  return output.split('\0').slice(0, -1)
}

describe('scripts/chromium.sh', () => {
  it('passes every argument through unchanged, spaces and quotes included, and turns off the interface preloads', () => {
    expect(startedWith(['--headless', '--user-data-dir=/tmp/a profile', `--title="it's"`, ''])).toEqual([
      '--headless',
      '--user-data-dir=/tmp/a profile',
      `--title="it's"`,
      '',
      `--disable-features=${OWN_FEATURES.join(',')}`,
    ])
  })

  it('merges every --disable-features it is given into one, since Chromium keeps only the last', () => {
    const args = startedWith(['--disable-features=PaintHolding,MediaRouter', '--no-sandbox', '--disable-features=Translate'])
    expect(args.filter((arg) => arg.startsWith('--disable-features='))).toEqual([
      `--disable-features=PaintHolding,MediaRouter,Translate,${OWN_FEATURES.join(',')}`,
    ])
    expect(args).toContain('--no-sandbox')
  })
})
