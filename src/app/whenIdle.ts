/**
 * Runs `work` once the page has painted and the browser is idle: for code that is not needed
 * for the first paint but soon after (Safari has no requestIdleCallback: a task later there).
 */
export function whenIdle(work: () => void) {
  ;(window.requestIdleCallback ?? setTimeout)(work)
}
