import { setupServer } from 'msw/node'
import { createHandlers } from './handlers'

/** The shared contract handlers for unit tests in Node. */
export function createTestServer() {
  return setupServer(...createHandlers())
}
