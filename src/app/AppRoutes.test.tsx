import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { channels, channelsOf } from '../domain/channels'
import { paths } from '../domain/paths'
import { AppRoutes } from './AppRoutes'

/** Every `path` in the route table, read from the element tree AppRoutes returns. */
function routePaths(node: ReactNode): string[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement(child)) return []
    const { path, children } = (child as ReactElement<{ path?: string; children?: ReactNode }>)
      .props
    return [...(path ? [path] : []), ...routePaths(children)]
  })
}

describe('the route table', () => {
  const table = routePaths(AppRoutes())

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

  it('sends unknown paths to the dashboard', () => expect(table).toContain('*'))
})
