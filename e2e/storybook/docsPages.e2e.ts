// Every Docs page of the built Storybook, as a designer opens it (issue 55): the build `npm test`
// makes (`storybook build --test`, into storybook-static), served as files, in Chromium. On each
// page every story block draws something of its own, inside its block; no more than one modal is
// open in the page or in any frame on it; no story reports an error; and the page passes axe's
// WCAG rules (e2e/axe.ts, `iframes: false`: what it draws in frames is checked where it plays).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Frame, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium'
import { axeViolations } from '../axe'
import { startStatic, type Running } from '../servers'
import {
  allStoriesFinished,
  framedStories,
  readDocsPage,
  recordStoryEvents,
  settled,
  showDocs,
  type StoryEvent,
} from './docsPage'

const built = path.resolve('storybook-static')
/** Less than this wide or high, a story block shows nothing a designer could review. */
const fewPixels = 8
/** Only ends a hang: a page that draws in 3 s alone may take ten times that on a busy machine. */
const hangMs = 90_000
/** How long a page that has stood still may still be finishing a change, far above any seen. */
const settleMs = 20_000

interface IndexEntry {
  readonly id: string
  readonly type: 'docs' | 'story'
  readonly title: string
  readonly tags?: readonly string[]
}

if (!existsSync(path.join(built, 'index.json'))) {
  throw new Error(
    'No built Storybook in storybook-static: `npm test` builds it before this file runs; alone, `npm run test:docs` builds it and runs this file.',
  )
}
const index = JSON.parse(readFileSync(path.join(built, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>
}
/** The Docs pages the sidebar lists (the `dev` tag): every page a designer can open. */
const docsPages = Object.values(index.entries).filter(
  (entry) => entry.type === 'docs' && entry.tags?.includes('dev'),
)

/** The stories of `title`'s Docs page: its component's, but those kept out (`!autodocs`). */
const storiesOf = (title: string) =>
  Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && entry.title === title)
    .filter((entry) => entry.tags?.includes('autodocs'))
    .map((entry) => entry.id)

let server: Running
let browser: Browser
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  server = await startStatic(built)
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  // As wide as the preview beside the sidebar on a 1440-px screen; motion reduced, as in the
  // other tests (a spinner drawn 60 times a second only costs CPU).
  const context = await browser.newContext({
    viewport: { width: 1200, height: 900 },
    reducedMotion: 'reduce',
  })
  context.setDefaultTimeout(hangMs)
  await context.addInitScript(recordStoryEvents)
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message.split('\n')[0] ?? ''))
  // One page for all: each Docs page after the first is asked for as the sidebar asks, without
  // loading Storybook's code again (a page load per Docs page cost three times the CPU).
  await page.goto(`${server.origin}/iframe.html?viewMode=docs&id=${docsPages[0]?.id}`)
}, hangMs)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const events = (frame: Frame | Page) => frame.evaluate(() => window.docsTestEvents ?? [])

/** The Storybook frame drawing story `id` on its own (`docs.story.inline: false`). */
function storyFrame(id: string): Frame | undefined {
  return page
    .frames()
    .find((frame) => new URL(frame.url(), 'http://x').searchParams.get('id') === id)
}

/** Shows Docs page `id` and waits until each of its stories has finished rendering. */
async function open(id: string): Promise<StoryEvent[]> {
  if (id !== docsPages[0]?.id) await page.evaluate(showDocs, id)
  await page.waitForFunction(
    (docs) => window.docsTestEvents?.some((e) => e.name === 'docsRendered' && e.storyId === docs),
    id,
  )
  await page.waitForFunction(allStoriesFinished, undefined, { polling: 100 })
  const said = await events(page)
  for (const story of await page.evaluate(framedStories)) {
    await expect.poll(() => storyFrame(story), { timeout: hangMs }).toBeDefined()
    const frame = storyFrame(story) as Frame
    await frame.waitForFunction(
      () => window.docsTestEvents?.some((e) => e.name === 'storyFinished'),
      undefined,
      { polling: 100 },
    )
    said.push(...(await events(frame)))
  }
  // The fonts arrive; a frame grows to its page's height, and Storybook's blocks follow it.
  await page.evaluate(settled)
  return said
}

describe('every Docs page of the built Storybook', () => {
  test('lists the pages of the sidebar, the screens and the Introduction among them', () => {
    expect(docsPages.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([
        'introduction--docs',
        'screens-report--docs',
        'screens-settings--docs',
      ]),
    )
  })

  test.each(docsPages.map((entry) => [entry.id, entry] as const))(
    '%s draws each story, one modal at most, no error, and passes axe',
    async (id, entry) => {
      pageErrors.splice(0)
      const said = await open(id)
      const problems = async () => {
        const { blocks, pageModals, crowdedFrames } = await page.evaluate(readDocsPage)
        // The blocks looked at hold the page's stories: none drawn is no pass. A component or a
        // screen draws each one; a page of the app itself its first, with a link to each
        // (stories/support/AppStoriesPage.tsx); an MDX page of its own what it chooses.
        const stories = storiesOf(entry.title)
        const drawsEach = /^(components|screens)-/.test(id)
        const expected = drawsEach ? stories : stories.slice(0, 1)
        // A block's id is `story--<story id>`, and `--primary` after it for the one at the top.
        const drawn = blocks.map(({ id: block }) => {
          const story = block.replace(/^story--/, '')
          return stories.includes(story) ? story : story.replace(/--primary$/, '')
        })
        expect(drawn).toEqual(expect.arrayContaining(expected))
        return [
          ...blocks.flatMap((block) => [
            ...(block.drawn.width < fewPixels || block.drawn.height < fewPixels
              ? [`${block.id} draws ${block.drawn.width}×${block.drawn.height} px`]
              : []),
            ...(block.outside.length > 0
              ? [`${block.id} draws over its neighbours: ${block.outside.join(', ')}`]
              : []),
            ...(block.error ? [`${block.id} shows an error: ${block.error}`] : []),
          ]),
          ...(pageModals.length > 1
            ? [`${pageModals.length} modals open over the page: ${pageModals.join(', ')}`]
            : []),
          ...crowdedFrames,
          ...said
            .filter((e) => e.name !== 'docsRendered' && e.status !== 'success')
            .map((e) => `${e.storyId ?? e.name}: ${e.status ?? ''}${e.message ?? ''}`),
          ...pageErrors.map((message) => `page error: ${message}`),
          // A rule's first few elements say enough; a page's hundred would hide the other lines.
          ...(await axeViolations(page, { iframes: false })).map(
            (violation) => `axe: ${violation.slice(0, 300)}`,
          ),
        ]
      }
      // Read again while the page is still finishing a change: on a busy machine a block once
      // changed size after `settled` had seen it stand still for three frames, and axe found it
      // scrolling for that instant (Forgot Password's Phone). What stays wrong past `settleMs`
      // fails, with what was read last.
      await expect.poll(problems, { timeout: settleMs, interval: 500 }).toEqual([])
    },
    hangMs,
  )
})
