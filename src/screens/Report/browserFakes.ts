/**
 * Stand-ins for the browser's clipboard and Fullscreen API, for the stories only (a story's
 * `beforeEach` installs one and returns its cleanup). Production code never imports this file:
 * it reads the real APIs, and the stories replace them from outside.
 */

/** Replaces `key` on `target`; the cleanup puts back what was there (or nothing). */
function replace(target: object, key: string, descriptor: PropertyDescriptor): () => void {
  const own = Object.getOwnPropertyDescriptor(target, key)
  Object.defineProperty(target, key, { configurable: true, ...descriptor })
  return () => {
    if (own) Object.defineProperty(target, key, own)
    else delete (target as Record<string, unknown>)[key]
  }
}

/** `navigator.clipboard` as given: one that writes, one that refuses, or none at all. */
export function fakeClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  return replace(navigator, 'clipboard', { get: () => clipboard })
}

/** `document.fullscreenEnabled` as given (false: an iPhone, or a policy that forbids it). */
export function fakeFullscreenEnabled(enabled: boolean) {
  return replace(document, 'fullscreenEnabled', { get: () => enabled })
}

/**
 * A Fullscreen API that grants every request, as a browser does after a real click (a test's
 * synthetic click gives no user activation, so the real one refuses). Like a browser, it leaves
 * full screen on Escape, and reports each change with `fullscreenchange`.
 */
export function fakeFullscreen() {
  let element: Element | null = null
  const change = (next: Element | null) => {
    element = next
    document.dispatchEvent(new Event('fullscreenchange'))
  }
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && element) change(null)
  }
  const restores = [
    fakeFullscreenEnabled(true),
    replace(document, 'fullscreenElement', { get: () => element }),
    replace(document, 'exitFullscreen', { value: async () => change(null) }),
    replace(HTMLElement.prototype, 'requestFullscreen', {
      value: async function (this: HTMLElement) {
        change(this)
      },
    }),
  ]
  document.addEventListener('keydown', escape)
  return () => {
    document.removeEventListener('keydown', escape)
    restores.forEach((restore) => restore())
  }
}

/**
 * A page whose clock stops at `ms`: timers set for that long or longer never fire, shorter ones
 * as usual. For a story that is a moment ('Link copied', just after the press): its screenshots
 * come after the play, seconds later on a busy machine, and must show the same moment.
 */
export function holdTimersOf(ms: number) {
  const setTimer = window.setTimeout
  const held = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
    (delay ?? 0) >= ms ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout
  return replace(window, 'setTimeout', { value: held, writable: true })
}

/**
 * A story's `beforeEach` that installs a fake only where the story plays (its own canvas, a test).
 * On a Docs page the stories share one document and no play runs: the fake would show nothing of
 * its own there, and would change the stories around it (a held clock, a refusing clipboard).
 */
export function whenPlayed(install: () => () => void) {
  return ({ viewMode }: { viewMode: string }) => (viewMode === 'docs' ? undefined : install())
}
