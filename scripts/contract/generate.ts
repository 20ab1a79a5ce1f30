import packageJson from '../../package.json'
import { describeOperations } from './contract-model'
import { buildContractReadme } from './markdown'
import { buildOpenApiDocument } from './openapi'

export type GeneratedFile = { path: string; content: string }

/** The published contract, as `npm run contract` writes it (paths relative to the repository). */
export function generateContractFiles(): GeneratedFile[] {
  const operations = describeOperations()
  return [
    { path: 'docs/api/openapi.json', content: `${JSON.stringify(buildOpenApiDocument(operations, packageJson.version), null, 2)}\n` },
    { path: 'docs/api/README.md', content: `${buildContractReadme(operations)}\n` },
  ]
}
