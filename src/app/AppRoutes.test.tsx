import { isValidElement } from 'react'
import { Navigate, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { channels, channelsOf } from '../domain/channels'
import { paths } from '../domain/paths'
import { routeTable as routes } from './SignedInRoutes'

/** Every `path` in the route table, however deep. */
function routePaths(table: readonly RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ])
}

/** The paths behind the guard: everything under the route without a path of its own. */
function guardedPaths(): string[] {
  const guard = routes.find((route) => !route.path && route.children)
  return routePaths(guard?.children ?? [])
}

describe('the route table', () => {
  const table = routePaths(routes)

  it('has every route of spec section 2, each once', () => {
    for (const path of Object.values(paths)) expect(table).toContain(path)
    for (const channel of channels) expect(table).toContain(channel.path)
    expect(new Set(table).size).toBe(table.length)
  })

  it('has a route for every menu tile', () => {
    for (const menu of ['social', 'programmatic', 'dashboard'] as const) {
      for (const channel of channelsOf(menu)) expect(table).toContain(channel.path)
    }
  })

  it.each(['*', paths.root])('sends %s to the dashboard, replacing the entry', (path) => {
    const element = routes.find((route) => route.path === path)?.element
    expect(isValidElement(element) && element.type).toBe(Navigate)
    expect(isValidElement(element) && element.props).toEqual({ to: paths.dashboard, replace: true })
  })

  it('guards every page but sign-in and forgot password (spec section 2)', () => {
    const open = table.filter((path) => !guardedPaths().includes(path))
    expect(open.sort()).toEqual(['*', paths.root, paths.forgotPassword, paths.login].sort())
  })
})
