// The bench's figures (`npm run bench`, scripts/bench.mjs): each timed run writes what it measured,
// with its budget where it has one, and the bench prints them against their budgets at the end.
// Nothing here passes or fails a test: a figure over its budget is the bench's to say.
import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

/** One JSON line per figure, read by scripts/bench.mjs (which empties it before a run). */
export const figuresFile = path.resolve('test-results/bench/figures.jsonl')

export function figure(name: string, milliseconds: number, budget?: number) {
  mkdirSync(path.dirname(figuresFile), { recursive: true })
  appendFileSync(figuresFile, `${JSON.stringify({ name, ms: milliseconds, budget })}\n`)
}

/** The middle value (the upper one of an even count); Infinity when there is none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Infinity
}
