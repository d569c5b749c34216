// Every story file of the app itself (`component: PortalApp`: the Routes and User flows) gets
// appStoryParameters, whose docs page draws one story and links the others (AppStoriesPage):
// Storybook's own page would draw them all in one document, each showing its neighbours' state.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** The story files under `folder`, relative to the repository. */
function storyFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => path.join(folder, file))
}

/** The argument of a file's `preview.meta(…)` call: the file's meta. */
function metaOf(code: string): string {
  const start = code.indexOf('preview.meta({')
  const end = code.indexOf('\n})', start)
  return start < 0 || end < 0 ? '' : code.slice(start, end)
}

const appFiles = [...storyFiles('stories'), ...storyFiles('src')].filter((file) =>
  /^\s*component: PortalApp,$/m.test(metaOf(readFileSync(path.join(root, file), 'utf8'))),
)

describe("the app's story files", () => {
  it('are found: every route file and the user flows', () => {
    const routes = storyFiles('stories/routes')
    expect(routes.length).toBeGreaterThan(10)
    expect(appFiles).toEqual(expect.arrayContaining([...routes, 'stories/UserFlows.stories.tsx']))
  })

  it.each(appFiles)('%s draws one story on its docs page, and links the others', (file) => {
    const meta = metaOf(readFileSync(path.join(root, file), 'utf8'))
    expect(meta).toMatch(/^\s*parameters: (appStoryParameters|\{ \.\.\.appStoryParameters\b)/m)
  })
})
