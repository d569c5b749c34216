// The backend contract (contract/openapi.yaml) read once, and an answer checked against it: the
// status is one the call documents, the body has the documented shape, the documented headers
// are there. The demo backend's tests check its answers with it (src/mocks/handlers.test.ts), and
// so does the backend probe (scripts/check-backend.mjs) with a live backend's.
//
// Node only; nothing of the portal's production code imports it. The schemas are JSON Schema
// 2020-12, as OpenAPI 3.1 has them, so Ajv's 2020 validator reads them as they are.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Ajv2020 from 'ajv/dist/2020.js'
import { parse } from 'yaml'

export const contractFile = fileURLToPath(new URL('./openapi.yaml', import.meta.url))

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** The JSON pointer of `segments`, escaped as RFC 6901 asks. */
const pointer = (segments) =>
  segments.map((part) => `/${String(part).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')

/** A path template as a pattern: `/a/{id}` matches `/a/` and one segment. */
function templatePattern(template) {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`)
}

/** Headers as a plain lower-cased record, from a Headers object or a record. */
function headerRecord(headers) {
  const record = {}
  const entries =
    typeof headers?.entries === 'function' ? headers.entries() : Object.entries(headers ?? {})
  for (const [name, value] of entries) record[name.toLowerCase()] = String(value)
  return record
}

/** Ajv's errors as short lines: where in the body, and what is wrong. */
function describeErrors(errors, where) {
  return (errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .slice(0, 5)
    .map((error) => {
      const at = error.instancePath ? `${where}${error.instancePath}` : where
      const extra =
        error.keyword === 'required'
          ? ` (${error.params.missingProperty})`
          : error.keyword === 'additionalProperties'
            ? ` (${error.params.additionalProperty})`
            : ''
      return `${at} ${error.message}${extra}`
    })
}

/**
 * The contract in `file` (the project's by default): its document, its operations, and
 * `checkAnswer`.
 */
export function loadContract(file = contractFile) {
  const document = parse(readFileSync(file, 'utf8'))
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false })
  ajv.addSchema(document, 'contract')
  const validators = new Map()

  /** A validator for the schema at `segments` of the document (a $ref into it). */
  function validatorAt(segments) {
    const ref = `contract#${pointer(segments)}`
    if (!validators.has(ref)) validators.set(ref, ajv.compile({ $ref: ref }))
    return validators.get(ref)
  }

  /** An object of the document, its local `$ref` followed: [the object, its pointer segments]. */
  function resolve(value, segments) {
    let current = value
    let at = segments
    while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
      at = current.$ref
        .slice(2)
        .split('/')
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      current = at.reduce((node, key) => node?.[key], document)
    }
    return [current, at]
  }

  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({
        method,
        path,
        pattern: templatePattern(path),
        operation: item[method],
      })),
  )

  /** The documented operation of `method` on `url` (a path, or an address with a query). */
  function operationOf(method, url) {
    const { pathname } = new URL(url, 'http://contract.invalid')
    return operations.find(
      (entry) => entry.method === method.toLowerCase() && entry.pattern.test(pathname),
    )
  }

  /** The documented response of `status` for an operation, with its pointer segments. */
  function responseOf(entry, status) {
    const responses = entry.operation.responses ?? {}
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k])
    if (!key) return null
    return resolve(responses[key], ['paths', entry.path, entry.method, 'responses', key])
  }

  /**
   * What is wrong with an answer, as lines (none: it is one the document allows). `answer.body`
   * is the body's text; `ignoreHeaders` names headers another check looks at.
   */
  function checkAnswer(answer, { ignoreHeaders = [] } = {}) {
    const entry = operationOf(answer.method, answer.url)
    const call = `${answer.method.toUpperCase()} ${new URL(answer.url, 'http://contract.invalid').pathname}`
    if (!entry) return [`${call} is not a call of the contract`]
    const [response, at] = responseOf(entry, answer.status) ?? []
    if (!response) {
      const documented = Object.keys(entry.operation.responses ?? {}).join(', ')
      return [
        `${call} answered ${answer.status}, which the contract does not document (${documented})`,
      ]
    }
    const problems = []
    const headers = headerRecord(answer.headers)
    const ignored = new Set(ignoreHeaders.map((name) => name.toLowerCase()))
    for (const [name, declared] of Object.entries(response.headers ?? {})) {
      if (ignored.has(name.toLowerCase())) continue
      const [header, headerAt] = resolve(declared, [...at, 'headers', name])
      const value = headers[name.toLowerCase()]
      if (value === undefined) {
        if (header.required) problems.push(`${answer.status} without its ${name} header`)
        continue
      }
      if (header.schema) {
        const validate = validatorAt([...headerAt, 'schema'])
        if (!validate(value))
          problems.push(`${name}: ${JSON.stringify(value)} is not as documented`)
      }
    }
    const json = response.content?.['application/json']
    if (json?.schema) {
      const text = answer.body ?? ''
      let body
      if (text.trim() === '') {
        if (response['x-empty-body'] !== 'allowed') {
          problems.push(`${answer.status} with an empty body, where the contract has JSON`)
          return problems
        }
        body = {}
      } else {
        try {
          body = JSON.parse(text)
        } catch {
          problems.push(`${answer.status} with a body that is not JSON`)
          return problems
        }
      }
      const validate = validatorAt([...at, 'content', 'application/json', 'schema'])
      if (!validate(body)) problems.push(...describeErrors(validate.errors, 'body'))
    }
    return problems
  }

  /** Whether the contract marks this answer as carrying personal data (`x-personal-data`). */
  function isPersonal(method, url, status) {
    const entry = operationOf(method, url)
    const [response] = (entry && responseOf(entry, status)) ?? []
    return response?.['x-personal-data'] === true
  }

  return { document, operations, operationOf, checkAnswer, isPersonal }
}
