import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { poll, waitUntil } from '../system'
import type { Found, Key, Tab } from './engine'

/**
 * Testing Library's queries, the stories' role and name rules in every engine: put into a page,
 * by the driver (no CSP applies), when a query first finds them missing.
 */
const queriesScript = readFileSync(
  createRequire(import.meta.url).resolve(
    '@testing-library/dom/dist/@testing-library/dom.umd.min.js',
  ),
  'utf8',
)
const missing = 'portal-queries-missing'

/** Text to match: the whole of it (a string), or a pattern. */
type Matcher = string | RegExp

/** What to find, as a user names it: a role and a name, a field's label, or a text. */
type Query =
  | { readonly role: string; readonly name?: Matcher; readonly level?: number }
  | { readonly label: Matcher }
  | { readonly text: Matcher }

type Only = 'focused' | 'enabled'

/** A query as it crosses to the page: a RegExp does not survive JSON, its source and flags do. */
type Wire = Record<string, string | number | { source: string; flags: string }>

const toWire = (query: Query): Wire =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]: [string, string | number | RegExp]) => [
      key,
      value instanceof RegExp ? { source: value.source, flags: value.flags } : value,
    ]),
  )

function describe(query: Query): string {
  if ('role' in query) return `${query.role} ${String(query.name ?? '')}`.trim()
  return 'label' in query ? `field ${String(query.label)}` : `text ${String(query.text)}`
}

/** Runs in the page: the first element the query finds that is `only` so, or null. */
function firstFound({ wire, only }: { wire: Wire; only?: Only }): Element | null {
  type Library = Record<string, (...args: unknown[]) => Element[]>
  const library = (window as unknown as { TestingLibraryDom?: Library }).TestingLibraryDom
  if (!library) throw new Error('portal-queries-missing')
  const { role, name, level, label, text } = Object.fromEntries(
    Object.entries(wire).map(([key, value]) => [
      key,
      typeof value === 'object' ? new RegExp(value.source, value.flags) : value,
    ]),
  )
  const all = role
    ? library.queryAllByRole(document.body, role, { name, level })
    : label
      ? library.queryAllByLabelText(document.body, label)
      : library.queryAllByText(document.body, text)
  if (only === 'focused') return all.find((element) => element === document.activeElement) ?? null
  if (only === 'enabled') {
    return all.find((element) => !element.matches(':disabled, [aria-disabled="true"]')) ?? null
  }
  return all[0] ?? null
}

/**
 * Runs in the page: records each of `texts` once shown, however briefly (a MutationObserver's
 * records come before the page is drawn again). Returns those shown already.
 */
function watchTexts(texts: string[]) {
  type Library = Record<string, (...args: unknown[]) => Element[]>
  type Watched = {
    TestingLibraryDom?: Library
    portalShown?: string[]
    portalWatch?: MutationObserver
  }
  const page = window as unknown as Watched
  const library = page.TestingLibraryDom
  if (!library) throw new Error('portal-queries-missing')
  page.portalWatch?.disconnect()
  const shown: string[] = (page.portalShown = [])
  const look = () => {
    for (const text of texts) {
      if (!shown.includes(text) && library.queryAllByText(document.body, text).length > 0) {
        shown.push(text)
      }
    }
  }
  look()
  const already = [...shown]
  page.portalWatch = new MutationObserver(look)
  page.portalWatch.observe(document.body, { subtree: true, childList: true, characterData: true })
  return already
}

/**
 * A tab of the portal as a client uses it, in any engine. Each wait is for what a client would
 * see; its limit only ends a hang (`hangMs`, e2e/system.ts).
 */
export class PortalTab {
  constructor(
    readonly tab: Tab,
    readonly portalUrl: string,
  ) {}

  async goto(path: string) {
    await this.tab.goto(new URL(path, this.portalUrl).href)
  }

  /** The path and query the tab is at, read in the page: a driver may learn of it later. */
  address() {
    return this.tab.run(() => window.location.pathname + window.location.search, null)
  }

  private async withQueries<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn()
    } catch (error) {
      if (!String(error).includes(missing)) throw error
      await this.tab.inject(queriesScript)
      return fn()
    }
  }

  query(query: Query, only?: Only): Promise<Found | null> {
    return this.withQueries(() => this.tab.find(firstFound, { wire: toWire(query), only }))
  }

  /**
   * Starts watching this page for `texts`, before the action that shows them: a notice shown for
   * a moment is seen (`shown`, `saw`) even if no poll falls in that moment.
   */
  async watch(...texts: string[]) {
    const already = await this.withQueries(() => this.tab.run(watchTexts, texts))
    if (already.length > 0) throw new Error(`Shown before the action: ${already.join(', ')}`)
  }

  shown(text: string) {
    return this.tab.run(
      (wanted) => ((window as { portalShown?: string[] }).portalShown ?? []).includes(wanted),
      text,
    )
  }

  saw(text: string) {
    return this.until(`${text} shown`, () => this.shown(text))
  }

  /** Waits until the element `query` finds has the focus (where a page or a viewer puts it). */
  async focused(query: Query) {
    if (await poll(async () => (await this.query(query, 'focused').catch(() => null)) !== null)) {
      return
    }
    const at = await this.tab.run(
      () => document.activeElement?.outerHTML.slice(0, 100) ?? 'nothing',
      null,
    )
    throw new Error(`${describe(query)} does not have the focus; ${at} has`)
  }

  async see(query: Query, { only }: { only?: Only } = {}): Promise<Found> {
    let found: Found | null = null
    // A query may fail while the page changes (a navigation); the last failure is said.
    let failure = ''
    const look = async () => {
      found = await this.query(query, only).catch((error: unknown) => {
        failure = ` (last query failed: ${String(error)})`
        return null
      })
      return found !== null
    }
    if ((await poll(look)) && found) return found
    const headings = await this.headings().catch(() => [])
    throw new Error(
      `${describe(query)} not seen at ${await this.address()} (headings: ${headings.join(' | ')})${failure}`,
    )
  }

  /** Waits until `query` finds nothing (a query that fails, the page changing, proves nothing). */
  async gone(query: Query) {
    await this.until(
      `${describe(query)} gone`,
      async () => (await this.query(query).catch(() => 'unknown')) === null,
    )
  }

  async click(query: Query) {
    await this.tab.click(await this.see(query))
  }

  /** Types `text` into the field labelled `label`, after what it holds. */
  async fill(label: Matcher, text: string) {
    await this.tab.type(await this.see({ label }), text)
  }

  async replace(label: Matcher, text: string) {
    const field = await this.see({ label })
    await this.tab.clear(field)
    await this.tab.type(field, text)
  }

  /** Chooses `option` in the select named `name`, once the select is enabled. */
  async choose(name: string, option: string) {
    const select = await this.see({ role: 'combobox', name }, { only: 'enabled' })
    await this.tab.select(select, option)
  }

  press(key: Key) {
    return this.tab.press(key)
  }

  headings() {
    return this.tab.run(
      () => [...document.querySelectorAll('h1')].map((h1) => h1.textContent?.trim() ?? ''),
      null,
    )
  }

  arrives(name: string | RegExp) {
    return this.see({ role: 'heading', level: 1, name })
  }

  until(what: string, check: () => Promise<boolean>) {
    return waitUntil(check, what)
  }

  /** The sign-in form, once the app has taken the prerendered page over. */
  async signInForm() {
    await this.goto('/login')
    await this.until('the app takes the sign-in page over', () =>
      this.tab.run(() => {
        const button = document.querySelector('form button[type="submit"]')
        return (
          button !== null &&
          button.getAttribute('aria-disabled') !== 'true' &&
          Object.keys(button).some((key) => key.startsWith('__reactFiber'))
        )
      }, null),
    )
  }

  async signIn(email: string, password: string) {
    await this.signInForm()
    await this.fill('Email *', email)
    await this.fill('Password *', password)
    await this.click({ role: 'button', name: 'Login' })
    await this.arrives('Dashboard')
  }
}
