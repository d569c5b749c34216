#!/usr/bin/env node
// Writes the portal's request and response types from the backend contract:
//
//   npm run contract:types
//
// contract/openapi.yaml → src/api/generated/contract.ts, by openapi-typescript (readonly types,
// as the portal never changes what it sends or receives), formatted as Prettier writes the rest
// of the code. The file is committed; scripts/contract.test.ts fails when it is not what this
// writes from the document as it is, so a change to the document comes with its types.
// src/api/types.ts names the types the portal uses.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import prettier from 'prettier'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const contractDocument = path.join(root, 'contract', 'openapi.yaml')
export const generatedTypes = path.join(root, 'src', 'api', 'generated', 'contract.ts')

const header = `// Generated from contract/openapi.yaml by \`npm run contract:types\` (openapi-typescript): do
// not edit. scripts/contract.test.ts fails when this file is not what the document gives.
`

/** The text of src/api/generated/contract.ts, as the document gives it now. */
export async function contractTypes() {
  const ast = await openapiTS(pathToFileURL(contractDocument), { immutable: true })
  const source = header + astToString(ast)
  const options = (await prettier.resolveConfig(generatedTypes)) ?? {}
  return prettier.format(source, { ...options, filepath: generatedTypes })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(generatedTypes, await contractTypes())
  console.log(`Wrote ${path.relative(root, generatedTypes)} from contract/openapi.yaml.`)
}
