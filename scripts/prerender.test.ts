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
  const links = '    <link rel="modulepreload" crossorigin href="/assets/Forgot-F.js">\n'
  const html = fillTemplate(template, login, '<main>Sign in</main>', links)

  it('holds the markup, marked with its path, and its title', () => {
    expect(html).toContain('<div id="root" data-prerendered="/login"><main>Sign in</main></div>')
    expect(html).toContain('<title>Sign in · Client Portal</title>')
  })

  it('asks for the app’s code from its head, while the HTML is parsed: the same tags as index.html', () => {
    const head = html.slice(0, html.indexOf('</head>'))
    expect([...head.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script type="module" crossorigin src="/assets/index-A.js">',
    ])
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/brand-B.js">')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Button-C.js">')
  })

  it('adds the links the page’s own module needs, in the head', () => {
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Forgot-F.js">')
  })

  it('keeps the stylesheets it paints with', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">')
  })

  it('refuses markup with an inline script (the CSP allows none)', () => {
    expect(() => fillTemplate(template, login, '<script>alert(1)</script>')).toThrow(/inline/)
  })
})
