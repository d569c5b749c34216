/**
 * What a journey needs from a browser, whatever drives it: puppeteer-core over WebDriver BiDi for
 * Firefox, the `webdriver` package over WebDriver classic for WebKitGTK (docs/testing.md,
 * Browsers). The journeys (journeys.ts) are written once, against `PortalTab` (portalTab.ts).
 */
export interface Size {
  readonly width: number
  readonly height: number
}

/** An element found in the page, as the engine's driver refers to it. */
export interface Found {
  readonly ref: unknown
}

/** A function run in the page with one argument that survives JSON (and its result). */
export type InPage<A, R> = (arg: A) => R

export type Key = 'Escape'

/** One tab of a fresh browser profile (nothing stored, no cookies). */
export interface Tab {
  goto(url: string): Promise<void>
  run<A, R>(fn: InPage<A, R>, arg: A): Promise<R>
  /** Evaluates a script's source in the page, by the driver (the page's CSP does not apply). */
  inject(source: string): Promise<void>
  find<A>(fn: InPage<A, Element | null>, arg: A): Promise<Found | null>
  /** The driver's own click, which counts as a user gesture. */
  click(found: Found): Promise<void>
  /** Types into a field the way a keyboard does (after what is there). */
  type(found: Found, text: string): Promise<void>
  /** Empties a field as a keyboard does (select all, delete), so the page hears it. */
  clear(found: Found): Promise<void>
  /** Chooses the option labelled `label` of a select, in the driver's own way. */
  select(found: Found, label: string): Promise<void>
  press(key: Key): Promise<void>
  /**
   * The addresses of the tabs opened from this one since the last call (a link with
   * target=_blank), each read once it has loaded, then closed.
   */
  openedTabs(): Promise<string[]>
  /** Uncaught errors and console errors so far (docs/testing.md, Browsers: what each engine sees). */
  problems(): Promise<readonly string[]>
  close(): Promise<void>
}

export interface Engine {
  readonly name: 'firefox' | 'webkit'
  open(size: Size): Promise<Tab>
  /** Stops the browser and whatever it needed (a driver, a display), leaving no process. */
  stop(): Promise<void>
}
