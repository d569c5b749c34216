import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createConfig, lint } from '@redocly/openapi-core'
import { describe, expect, it } from 'vitest'
import { contractDocument, contractTypes, generatedTypes } from './contract-types.mjs'

/**
 * The backend contract (contract/openapi.yaml) is a valid OpenAPI 3.1 document, as Redocly's
 * linter reads it, and the portal's types are the ones it gives (npm run contract:types).
 */

/**
 * Redocly's recommended rules, every warning an error, and the document's examples checked
 * against its schemas. The license rules are off: the portal is a private project, and its
 * contract names no license.
 */
async function problemsOf(file: string) {
  const config = await createConfig({
    extends: ['recommended-strict'],
    rules: {
      'info-license': 'off',
      'info-license-strict': 'off',
      'no-invalid-schema-examples': 'error',
      'no-required-schema-properties-undefined': 'error',
    },
  })
  const problems = await lint({ ref: file, config })
  return problems.map(
    (problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`,
  )
}

// Redocly loads its rules and the document's whole structure: seconds on a busy machine.
describe('the contract document', { timeout: 30_000 }, () => {
  it('is valid OpenAPI 3.1 with no problem the linter finds', async () => {
    expect(await problemsOf(contractDocument)).toEqual([])
  })

  it('would not be: a document that names a response it lacks is refused', async () => {
    const broken = readFileSync(contractDocument, 'utf8').replace(
      "        '401':\n          $ref: '#/components/responses/Unauthorized'\n",
      "        '401':\n          $ref: '#/components/responses/NoSuchResponse'\n",
    )
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'contract-')), 'openapi.yaml')
    writeFileSync(file, broken)
    expect(await problemsOf(file)).toContainEqual(expect.stringMatching(/^no-unresolved-refs: /))
  })

  it('gives the committed types: src/api/generated/contract.ts is not stale', async () => {
    // When this fails, run `npm run contract:types` and commit what it writes.
    expect(readFileSync(generatedTypes, 'utf8')).toBe(await contractTypes())
  })
})
