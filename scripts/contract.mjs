#!/usr/bin/env node
// Writes the API contract, docs/api/openapi.json (OpenAPI 3.1) and docs/api/README.md, from
// src/contract/ (schemas, operation-docs.ts) and mocks/examples.ts. A unit test fails when the
// committed files differ from what this writes.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { loadTypeScript } from './lib/load-typescript.mjs'

const [{ generateContractFiles }] = await loadTypeScript('/scripts/contract/generate.ts')
for (const file of generateContractFiles()) {
  await mkdir(path.dirname(file.path), { recursive: true })
  await writeFile(file.path, file.content)
  console.log(`wrote ${file.path}`)
}
