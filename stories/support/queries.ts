import { expect, waitFor } from 'storybook/test'
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

export function getByRoleAndText(canvas: Canvas, role: Role, text: string | RegExp) {
  const element = queryByRoleAndText(canvas, role, text)
  if (!element) throw new Error(`Nothing with the role ${role} reads "${String(text)}"`)
  return element
}

export function findByRoleAndText(canvas: Canvas, role: Role, text: string | RegExp) {
  return waitFor(() => getByRoleAndText(canvas, role, text))
}

const liveRegions = (canvas: Canvas) =>
  canvas.queryAllByRole('status').filter((element) => element.hasAttribute('data-live-region'))

/**
 * The page's standing polite live region (components/LiveRegion): where success and information
 * texts are written after it exists, so screen readers announce them. Fails when there is none.
 */
export function liveRegion(canvas: Canvas): HTMLElement {
  const regions = liveRegions(canvas)
  if (regions.length !== 1) throw new Error(`${regions.length} live regions on the page, not one`)
  return regions[0] as HTMLElement
}

/** One text a line, oldest first. */
export function announced(canvas: Canvas): string[] {
  return [...liveRegion(canvas).children].map((line) => line.textContent ?? '')
}

/** Waits until the live region holds `text` (all of it): what a screen reader is told. */
export async function expectAnnounced(canvas: Canvas, text: string) {
  await waitFor(() => expect(announced(canvas)).toContain(text))
}

/** Waits for a polite message, shown as a paragraph and said through the live region. */
export async function findAnnounced(canvas: Canvas, text: string): Promise<HTMLElement> {
  await expectAnnounced(canvas, text)
  return findByRoleAndText(canvas, 'paragraph', text)
}

/** A polite message still shown, or still held by the live region; null once it is neither. */
export function queryAnnounced(canvas: Canvas, text: string): HTMLElement | null {
  const lines = liveRegions(canvas).flatMap((region) => [...region.children])
  const said = lines.find((line) => line.textContent === text)
  return queryByRoleAndText(canvas, 'paragraph', text) ?? (said as HTMLElement | undefined) ?? null
}
