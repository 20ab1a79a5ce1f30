import { describe, expect, it } from 'vitest'
import { nameIslands } from './island-sources-plugin'

const resolve = async (specifier: string) => (specifier === './TestDriveForm' ? 'src/features/test-drive/TestDriveForm.tsx' : undefined)

describe('nameIslands (the server bundle names its islands)', () => {
  it('gives each island where it is defined and the module its loader imports, keeping every line in place', async () => {
    const code = [
      "import { island } from '@/components/island'",
      '',
      "const form = island(() => import('./TestDriveForm').then((module) => module.TestDriveForm))",
      'const blocks = island(() => content().then((module) => module.Blocks))',
    ].join('\n')
    const rewritten = await nameIslands(code, 'src/features/test-drive/TestDrivePage.tsx', resolve)
    expect(rewritten?.split('\n')).toEqual([
      "import { islandWithSource as __islandWithSource } from '@/components/island'; import { island } from '@/components/island'",
      '',
      'const form = __islandWithSource({"definedAt":"src/features/test-drive/TestDrivePage.tsx:3","module":"src/features/test-drive/TestDriveForm.tsx"})(() => import(\'./TestDriveForm\').then((module) => module.TestDriveForm))',
      'const blocks = __islandWithSource({"definedAt":"src/features/test-drive/TestDrivePage.tsx:4"})(() => content().then((module) => module.Blocks))',
    ])
  })

  it('leaves a module without an island call alone', async () => {
    expect(await nameIslands('const home = myisland(load); api.island(load)', 'src/x.ts', resolve)).toBeUndefined()
  })
})
