import { timings } from './timings'

/**
 * Which part of a report screen shows (spec section 4):
 * - `selection`: the advertiser dropdown and View Report;
 * - `loading`: the frame with the loader over it;
 * - `ready`: the frame, loaded;
 * - `slow`: the frame, with the loader forced off by the 30 s fallback before it loaded.
 */
export type ReportViewPhase = 'selection' | 'loading' | 'ready' | 'slow'

/**
 * When the report loader overlay goes away (spec sections 4 and 9). Times are milliseconds on
 * one clock; `clickAt` is when View Report was pressed.
 */

/** After the frame loads, the loader stays until 4000 ms after the click, then 1500 ms more. */
export function loaderHideAt(clickAt: number, loadAt: number): number {
  return Math.max(clickAt + timings.reportLoaderMinimumMs, loadAt) + timings.reportLoaderTailMs
}

/** Whatever the frame does, the loader is forced off 30000 ms after the click. */
export function loaderTimeoutAt(clickAt: number): number {
  return clickAt + timings.reportLoaderTimeoutMs
}
