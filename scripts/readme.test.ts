// README's first screen and the documents' links, checked against the repository: a newcomer's
// two commands must run what package.json and CI run, and every relative link must lead to a
// file (and a heading) that is there. Files are read, nothing is started.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The markdown a reader is sent to from README, and README itself. */
const documents = [
  'README.md',
  'SECURITY.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** The text outside code blocks: a `#` line there is a comment, not a heading. */
const outsideBlocks = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '')

/** The text outside code: a link written in a code block or span is an example, not a link. */
const prose = (markdown: string) => outsideBlocks(markdown).replace(/`[^`\n]*`/g, '')

/** Every link target of `[text](target)` that is not an address on another site. */
function relativeLinks(markdown: string): string[] {
  const targets = [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(
    (match) => match[1],
  )
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as '-'. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  for (const [, heading] of outsideBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    let anchor = base
    for (let repeat = 1; anchors.has(anchor); repeat += 1) anchor = `${base}-${repeat}`
    anchors.add(anchor)
  }
  return anchors
}

/** The links of `file` (its text `markdown`) whose file, or whose heading, is not there. */
function brokenLinks(
  file: string,
  markdown: string,
  readTarget: (target: string) => string | undefined,
): string[] {
  return relativeLinks(markdown).filter((link) => {
    const [target, anchor] = link.split('#', 2)
    const targetFile = target === '' ? file : path.posix.join(path.posix.dirname(file), target)
    const text = target === '' ? markdown : readTarget(targetFile)
    if (text === undefined) return true
    return anchor !== undefined && targetFile.endsWith('.md') && !headingAnchors(text).has(anchor)
  })
}

const readIfThere = (file: string) =>
  existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined

describe('the documents’ links', () => {
  it.each(documents)('%s links only to files and headings that are there', (file) => {
    const markdown = read(file)
    expect(relativeLinks(markdown).length).toBeGreaterThan(0)
    expect(brokenLinks(file, markdown, readIfThere)).toEqual([])
  })

  it('README sends each kind of reader to a document of its own', () => {
    const links = relativeLinks(read('README.md')).map((link) => link.split('#')[0])
    for (const document of documents.filter((file) => file !== 'README.md')) {
      expect(links).toContain(document)
    }
  })

  it('names a missing file, a missing heading and a missing heading of its own file', () => {
    const markdown = [
      '# Top',
      '## 3. Serve',
      "### Two minutes before the token's `exp`",
      '[ok](docs/a.md#3-serve) [ok](#top) [ok](#two-minutes-before-the-tokens-exp)',
      '[gone](docs/missing.md) [no heading](docs/a.md#nowhere) [here](#nothing)',
      '[site](https://example.com/x.md) `[code](docs/missing.md)`',
    ].join('\n')
    const files: Record<string, string> = { 'docs/a.md': '## 3. Serve\n' }
    expect(brokenLinks('README.md', markdown, (target) => files[target])).toEqual([
      'docs/missing.md',
      'docs/a.md#nowhere',
      '#nothing',
    ])
  })

  it('resolves a link from docs/ against docs/', () => {
    const files: Record<string, string> = { 'SECURITY.md': '# Security\n' }
    const check = (markdown: string) => brokenLinks('docs/a.md', markdown, (t) => files[t])
    expect(check('[s](../SECURITY.md#security)')).toEqual([])
    expect(check('[s](SECURITY.md)')).toEqual(['SECURITY.md'])
  })
})

describe('README’s first screen', () => {
  const readme = read('README.md')
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
  /** The command lines of the code blocks in README's first 40 lines, comments left off. */
  const firstCommands = [
    ...readme
      .split('\n')
      .slice(0, 40)
      .join('\n')
      .matchAll(/```sh\n([\s\S]*?)```/g),
  ]
    .flatMap(([, block]) => block.split('\n'))
    .map((line) => line.replace(/#.*/, '').trim())

  it('starts the demo with `npm ci && npm start`: vite in demo mode', () => {
    expect(firstCommands).toContain('npm ci && npm start')
    expect(scripts.start).toMatch(/^vite\b.*--mode demo\b/)
  })

  it('runs every test with `npm test`, the command CI runs', () => {
    expect(firstCommands).toContain('npm test')
    expect(scripts.test).toBeTruthy()
    const ciCommands = read('.ci/run')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
    expect(ciCommands).toContain('npm test')
  })

  it('asks for the packages CI installs on a fresh machine, and names its variables', () => {
    const install = /apt-get install -y ([^`]+?)\n```/.exec(readme.replace(/\\\n\s*/g, ''))
    const asked = install?.[1].trim().split(/\s+/) ?? []
    const ci = read('.ci/run')
    const installed = [...ci.matchAll(/missing\+=\(([\w.-]+)\)/g)].map(([, name]) => name)
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.toSorted()).toEqual([...new Set(installed)].toSorted())
    const variables = [...readme.matchAll(/\b[A-Z][A-Z_]+_(?:PATH|MODULE)\b/g)].map(
      ([name]) => name,
    )
    expect(variables).toContain('CHROMIUM_PATH')
    for (const variable of variables) expect(ci, variable).toContain(`\${${variable}`)
  })

  it('names only npm scripts that package.json has', () => {
    const named = [...readme.matchAll(/\bnpm run ([\w:-]+)/g)].map(([, name]) => name)
    expect(named.length).toBeGreaterThan(3)
    for (const name of named) expect(scripts, name).toHaveProperty([name])
  })

  it('is read in ten minutes: at most 200 lines, with the sections the lead keeps', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200)
    expect(readme).toMatch(/^## Performance$/m)
    expect(readme).toMatch(/^## Tests$/m)
  })
})
