import { isValidElement } from 'react'
import type { RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Redirect } from '../components/Link'
import { channels, channelsOf } from '../domain/channels'
import { paths } from '../domain/paths'
import { isPublicPath } from './PublicApp'
import { RequireClient } from './routes/RequireClient'
import { routes } from './routes'

/** Every route in the table, however deep, with the routes above it. */
function flatten(table: readonly RouteObject[], above: RouteObject[] = []) {
  return table.flatMap((route): { route: RouteObject; above: RouteObject[] }[] => [
    { route, above },
    ...flatten(route.children ?? [], [...above, route]),
  ])
}

const all = flatten(routes)
const table = all.flatMap(({ route }) => (route.path ? [route.path] : []))
const isGuard = (route: RouteObject) =>
  isValidElement(route.element) && route.element.type === RequireClient

describe('the route table', () => {
  it('has every route of spec section 2, each once', () => {
    for (const path of Object.values(paths)) {
      if (path !== paths.root) expect(table).toContain(path)
    }
    for (const channel of channels) expect(table).toContain(channel.path)
    expect(new Set(table).size).toBe(table.length)
  })

  it('has a route for every menu tile', () => {
    for (const menu of ['social', 'programmatic', 'dashboard'] as const) {
      for (const channel of channelsOf(menu)) expect(table).toContain(channel.path)
    }
  })

  it("sends '/' and every unknown path to the dashboard, replacing the entry", () => {
    const element = all.find(({ route }) => route.path === '*')?.route.element
    expect(isValidElement(element) && element.type).toBe(Redirect)
    expect(isValidElement(element) && element.props).toEqual({ to: paths.dashboard })
  })

  it('guards every page but sign-in and forgot password (spec section 2)', () => {
    const open = all
      .filter(({ route, above }) => route.path && !above.some(isGuard))
      .map(({ route }) => route.path)
    expect(open.sort()).toEqual(['*', paths.forgotPassword, paths.login].sort())
  })

  it('lists the public pages the app shows before the router', () => {
    expect([paths.login, paths.forgotPassword].every(isPublicPath)).toBe(true)
    expect(isPublicPath(paths.dashboard)).toBe(false)
  })
})
