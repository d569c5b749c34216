import { describe, expect, it } from 'vitest'
import { fillTemplate } from './prerender'

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Client Portal</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/brand-B.js">
    <link rel="modulepreload" crossorigin href="/assets/Button-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
const login = { path: '/login', file: 'login.html', title: 'Sign in · Client Portal' }

describe('a prerendered page (fillTemplate)', () => {
  const html = fillTemplate(template, login, '<main>Sign in</main>', '', '/assets/boot-E.js')

  it('holds the markup, marked with its path, and its title', () => {
    expect(html).toContain('<div id="root" data-prerendered="/login"><main>Sign in</main></div>')
    expect(html).toContain('<title>Sign in · Client Portal</title>')
  })

  it('asks for none of the app’s code: the boot script names it, the entry first', () => {
    expect(html).not.toMatch(/<script[^>]*index-A|rel="modulepreload"/)
    expect(html).toContain(
      '<meta name="portal-app" content="/assets/index-A.js /assets/brand-B.js /assets/Button-C.js" />',
    )
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/boot-E.js">',
    ])
  })

  it('keeps the stylesheets it paints with', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">')
  })

  it('refuses markup with an inline script (the CSP allows none)', () => {
    expect(() => fillTemplate(template, login, '<script>alert(1)</script>')).toThrow(/inline/)
  })
})
