import { waitFor } from 'storybook/test'
import type { Canvas } from 'storybook/internal/types'

type Role = Parameters<Canvas['getAllByRole']>[0]

function matches(content: string | null, text: string | RegExp): boolean {
  const shown = (content ?? '').trim()
  return typeof text === 'string' ? shown === text : text.test(shown)
}

/**
 * The element with this role that reads `text` (all of it, or a pattern), or null. Messages
 * (status, alert) and details (definition, paragraph) take their accessible name from nowhere, so
 * they are found by role, then by what they say.
 */
export function queryByRoleAndText(canvas: Canvas, role: Role, text: string | RegExp) {
  return canvas.queryAllByRole(role).find((element) => matches(element.textContent, text)) ?? null
}

/** Waits for the element with this role that reads `text`. */
export function findByRoleAndText(canvas: Canvas, role: Role, text: string | RegExp) {
  return waitFor(() => {
    const element = queryByRoleAndText(canvas, role, text)
    if (!element) throw new Error(`Nothing with the role ${role} reads "${String(text)}"`)
    return element
  })
}

/** The element with this role that reads `text`; fails when there is none. */
export function getByRoleAndText(canvas: Canvas, role: Role, text: string | RegExp) {
  const element = queryByRoleAndText(canvas, role, text)
  if (!element) throw new Error(`Nothing with the role ${role} reads "${String(text)}"`)
  return element
}
