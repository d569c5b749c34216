/** Business constants of spec section 9, in milliseconds. */
export const timings = {
  /** The session is checked again this often, and whenever the tab becomes visible. */
  authRecheckMs: 900_000,
  /** The loading screen shown on entering /dashboard or /. */
  dashboardLoadingMs: 500,
  /** The report loader is forced off this long after View Report. */
  reportLoaderTimeoutMs: 30_000,
  /** After the frame loads, the loader stays until this long after the click ... */
  reportLoaderMinimumMs: 4_000,
  /** ... and then this much longer. */
  reportLoaderTailMs: 1_500,
  /**
   * Not in the spec: a call unanswered after this long fails as a network failure, so a hung
   * server never leaves a screen loading for ever (or keeps a client from logging out).
   */
  requestTimeoutMs: 10_000,
  /**
   * Not in the spec (issue 45): a call that changes something (a password, a logout, a reset
   * mail) waits this long, or the read limit when that is longer: cut earlier, a change the
   * server finishes later would be reported as failed.
   */
  writeTimeoutMs: 60_000,
  /** Not in the spec (issue 45): a write unanswered this long says it is still waiting. */
  writeSlowMs: 10_000,
  /** Not in the spec (issue 10): the shell says the session is ending this long before `exp`. */
  sessionEndingNoticeMs: 120_000,
} as const
