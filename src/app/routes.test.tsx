import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../api/client'
import { channels, channelsOf } from '../domain/channels'
import { pageFileOf, paths, routePaths } from '../domain/paths'
import { portalRoutes } from './routes'
import { signedInRouteId } from './visit'
import { createVisit } from './visit'

const routes = portalRoutes(createVisit(createApiClient({ baseUrl: '', getToken: () => null })))

/** Every route in the table, however deep, with the routes above it. */
function flatten(table: readonly RouteObject[], above: RouteObject[] = []) {
  return table.flatMap((route): { route: RouteObject; above: RouteObject[] }[] => [
    { route, above },
    ...flatten(route.children ?? [], [...above, route]),
  ])
}

const all = flatten(routes)
const table = all.flatMap(({ route }) => (route.path ? [route.path] : []))
const isGuard = (route: RouteObject) => route.id === signedInRouteId

describe('the route table', () => {
  it('has every route of spec section 2, each once', () => {
    for (const path of Object.values(paths)) {
      if (path !== paths.root) expect(table).toContain(path)
    }
    for (const channel of channels) expect(table).toContain(channel.path)
    expect(new Set(table).size).toBe(table.length)
  })

  it("is the list of pages the service worker answers: every path in it, '/' besides", () => {
    const routed = table.filter((path) => path !== '*')
    expect([...routePaths].sort()).toEqual([...routed, paths.root].sort())
  })

  it('names the HTML file the server answers each page with, and none for any other address', () => {
    expect(pageFileOf(paths.login)).toBe('/login.html')
    expect(pageFileOf(paths.forgotPassword)).toBe('/forgot-password.html')
    const signedInPaths = routePaths.filter(
      (path) => !path.endsWith('password') && path !== paths.login,
    )
    expect(signedInPaths).toEqual(expect.arrayContaining([paths.dashboard, paths.settings]))
    for (const path of signedInPaths) expect(pageFileOf(path), path).toBe('/index.html')
    for (const address of ['/status', '/admin/', '/dashboard/', '/login.html', '/config.json']) {
      expect(pageFileOf(address), address).toBeNull()
    }
  })

  it('has a route for every menu tile', () => {
    for (const menu of ['social', 'programmatic', 'dashboard'] as const) {
      for (const channel of channelsOf(menu)) expect(table).toContain(channel.path)
    }
  })

  it("sends '/' and every unknown path to the dashboard, from the route's loader", async () => {
    const loader = all.find(({ route }) => route.path === '*')?.route.loader
    if (typeof loader !== 'function') throw new Error("'*' has no loader")
    const answer = await loader({} as LoaderFunctionArgs)
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).headers.get('Location')).toBe(paths.dashboard)
  })

  it('names what every page shows, as React Router asks (else it warns in the console)', () => {
    const unnamed = all
      .filter(({ route }) => !route.children?.length)
      .filter(({ route }) => route.element === undefined && !route.Component && !route.lazy)
      .map(({ route }) => route.path ?? '(no path)')
    expect(unnamed).toEqual([])
  })

  it('guards every page but sign-in and forgot password (spec section 2)', () => {
    const open = all
      .filter(({ route, above }) => route.path && !above.some(isGuard))
      .map(({ route }) => route.path)
    expect(open.sort()).toEqual(['*', paths.forgotPassword, paths.login].sort())
  })

  it("has the public forms write through their routes' actions (Settings' comes with its code)", () => {
    const withAction = all.filter(({ route }) => route.action).map(({ route }) => route.path)
    expect(withAction).toEqual([paths.login, paths.forgotPassword])
  })

  it('lists each public page once, in the one table', () => {
    const top = routes[0]?.children?.map((route) => route.path) ?? []
    expect(top.filter((path) => path === paths.login || path === paths.forgotPassword)).toEqual([
      paths.login,
      paths.forgotPassword,
    ])
  })
})
