import { describe, expect, it } from 'vitest'
import { checkSettings } from './deploySettings.mjs'

describe('checkSettings', () => {
  it('keeps every valid setting', () => {
    const file = {
      apiBaseUrl: 'https://api.example.com/portal',
      managementDashboardUrl: 'https://manage.example.com/app?tab=home#top',
      requestTimeoutMs: 15000,
      brand: { name: ' Acme Media ', accentColor: '#0055aa', logoUrl: '/brand/acme-logo.svg' },
    }
    expect(checkSettings(file)).toEqual({
      settings: {
        apiBaseUrl: 'https://api.example.com/portal',
        managementDashboardUrl: 'https://manage.example.com/app?tab=home#top',
        requestTimeoutMs: 15000,
        brand: { name: 'Acme Media', accentColor: '#0055aa', logoUrl: '/brand/acme-logo.svg' },
      },
      problems: [],
    })
  })

  it('treats a missing key and null alike: the default, without a word', () => {
    expect(checkSettings({})).toEqual({ settings: {}, problems: [] })
    expect(checkSettings({ apiBaseUrl: null, brand: null })).toEqual({ settings: {}, problems: [] })
  })

  const refused = (file: unknown) => checkSettings(file).problems
  const onlyProblem = (key: string, why: string) => [{ key, why }]

  it.each(['apiBaseUrl', 'managementDashboardUrl'])(
    'refuses a plain http: %s unless told to allow it (issue 26, D5)',
    (key) => {
      const file = { [key]: 'http://example.com/' }
      expect(checkSettings(file)).toEqual({
        settings: {},
        problems: onlyProblem(key, 'is plain http:, which anyone on the way can read and change'),
      })
      expect(checkSettings(file, { allowHttp: true })).toEqual({
        settings: { [key]: 'http://example.com/' },
        problems: [],
      })
    },
  )

  it.each([
    ['https://user:secret@api.example.com', 'has a username or password'],
    ['https://user@api.example.com', 'has a username or password'],
    ['https://api.example.com/?tenant=a', 'has a query or hash'],
    ['https://api.example.com/?', 'has a query or hash'],
    ['https://api.example.com/#x', 'has a query or hash'],
    ['javascript:alert(1)', 'is not an http(s) address'],
    ['ftp://api.example.com', 'is not an http(s) address'],
    ['api.example.com', 'is not an http(s) address'],
    ['', 'is not an http(s) address'],
    [' https://api.example.com', 'is not an http(s) address'],
    ['https://api.exa\nmple.com', 'is not an http(s) address'],
    ['https://api.example.com"; alert(1); "', 'is not an http(s) address'],
    [42, 'is not an http(s) address'],
    [['https://api.example.com'], 'is not an http(s) address'],
  ])('refuses the API host %j: it %s', (value, why) => {
    expect(checkSettings({ apiBaseUrl: value })).toEqual({
      settings: {},
      problems: onlyProblem('apiBaseUrl', why),
    })
  })

  it('keeps the management dashboard to http(s) addresses without credentials', () => {
    expect(refused({ managementDashboardUrl: 'javascript:alert(1)' })).toEqual(
      onlyProblem('managementDashboardUrl', 'is not an http(s) address'),
    )
    expect(refused({ managementDashboardUrl: 'data:text/html,hi' })).toEqual(
      onlyProblem('managementDashboardUrl', 'is not an http(s) address'),
    )
    expect(refused({ managementDashboardUrl: 'https://a:b@manage.example.com' })).toEqual(
      onlyProblem('managementDashboardUrl', 'has a username or password'),
    )
  })

  it('clamps the request time-out to 1 s to 120 s, saying so', () => {
    expect(checkSettings({ requestTimeoutMs: 10 })).toEqual({
      settings: { requestTimeoutMs: 1000 },
      problems: [{ key: 'requestTimeoutMs', why: 'is outside 1000 to 120000', used: 1000 }],
    })
    expect(checkSettings({ requestTimeoutMs: 600_000 }).settings).toEqual({
      requestTimeoutMs: 120_000,
    })
    expect(checkSettings({ requestTimeoutMs: 1000 }).problems).toEqual([])
    expect(checkSettings({ requestTimeoutMs: 120_000 }).problems).toEqual([])
  })

  it.each(['15000', true, [15000], {}])(
    'ignores a request time-out that is not a number: %j',
    (value) => {
      expect(checkSettings({ requestTimeoutMs: value })).toEqual({
        settings: {},
        problems: onlyProblem('requestTimeoutMs', 'is not a number'),
      })
    },
  )

  it.each([
    ['name', '', 'is not 1 to 60 characters'],
    ['name', '   ', 'is not 1 to 60 characters'],
    ['name', 'x'.repeat(61), 'is not 1 to 60 characters'],
    ['name', 'Acme\nMedia', 'is not 1 to 60 characters'],
    ['name', 7, 'is not 1 to 60 characters'],
    ['accentColor', 'red', 'is not a #rgb or #rrggbb colour'],
    ['accentColor', '#12345', 'is not a #rgb or #rrggbb colour'],
    ['accentColor', '#0055aa; background: url(x)', 'is not a #rgb or #rrggbb colour'],
    ['accentColor', ['#0055aa'], 'is not a #rgb or #rrggbb colour'],
    ['logoUrl', 'https://cdn.example.com/logo.svg', 'is not a path on the portal'],
    ['logoUrl', '//cdn.example.com/logo.svg', 'is not a path on the portal'],
    ['logoUrl', '/\\cdn.example.com/logo.svg', 'is not a path on the portal'],
    ['logoUrl', 'logo.svg', 'is not a path on the portal'],
    ['logoUrl', '/logo one.svg', 'is not a path on the portal'],
    ['logoUrl', 'javascript:alert(1)', 'is not a path on the portal'],
    ['icon192', 'https://cdn.example.com/icon-192.png', 'is not a path on the portal'],
    ['icon512', '//cdn.example.com/icon-512.png', 'is not a path on the portal'],
    ['iconMaskable', 'maskable.png', 'is not a path on the portal'],
    ['appleTouchIcon', '/\\cdn.example.com/touch.png', 'is not a path on the portal'],
    ['appleTouchIcon', 'data:image/png;base64,iVBORw0KGgo=', 'is not a path on the portal'],
  ])('refuses brand.%s %j: it %s', (name, value, why) => {
    expect(checkSettings({ brand: { [name]: value } })).toEqual({
      settings: { brand: {} },
      problems: onlyProblem(`brand.${name}`, why),
    })
  })

  it('keeps the agency’s launcher icons, paths on the portal as the logo is (issue 53)', () => {
    const brand = {
      icon192: '/brand/acme-192.png',
      icon512: '/brand/acme-512.png',
      iconMaskable: '/brand/acme-maskable.png',
      appleTouchIcon: '/acme-touch.png',
    }
    expect(checkSettings({ brand })).toEqual({ settings: { brand }, problems: [] })
  })

  it('accepts both lengths of hex colour, in either case, and keeps it in lower case', () => {
    expect(checkSettings({ brand: { accentColor: '#05A' } })).toEqual({
      settings: { brand: { accentColor: '#05a' } },
      problems: [],
    })
    expect(checkSettings({ brand: { accentColor: '#0055AA' } }).settings).toEqual({
      brand: { accentColor: '#0055aa' },
    })
  })

  it.each([
    // Yellow, a light teal and a mid grey: white button text on them would be unreadable.
    ['#ffcc00', '1.51'],
    ['#0aF', '2.56'],
    ['#949494', '3.03'],
    // Just under AA.
    ['#7a7a7a', '4.29'],
  ])('refuses an accent %s whose white button text would fail AA (%s:1)', (accentColor, ratio) => {
    expect(checkSettings({ brand: { accentColor } })).toEqual({
      settings: { brand: {} },
      problems: onlyProblem(
        'brand.accentColor',
        `gives white button text a contrast of ${ratio}:1, under 4.5:1`,
      ),
    })
  })

  it('accepts an accent that just reaches AA with white text', () => {
    // #767676 is the lightest grey with 4.5:1 on white.
    expect(checkSettings({ brand: { accentColor: '#767676' } }).problems).toEqual([])
  })

  it('keeps a name with quotes and markup as the text it is', () => {
    const name = '"; alert(1); "</script>'
    expect(checkSettings({ brand: { name } }).settings).toEqual({ brand: { name } })
  })

  it('names every key it does not know, at any depth, and keeps the rest', () => {
    expect(
      checkSettings({
        apiBaseUrl: 'https://api.example.com',
        apiBaseURL: 'https://typo.example.com',
        brand: { name: 'Acme', colour: '#fff' },
      }),
    ).toEqual({
      settings: { apiBaseUrl: 'https://api.example.com/', brand: { name: 'Acme' } },
      problems: [
        { key: 'apiBaseURL', why: 'is not a setting' },
        { key: 'brand.colour', why: 'is not a setting' },
      ],
    })
  })

  it('cannot be steered through the prototype', () => {
    const { settings, problems } = checkSettings(
      JSON.parse('{"__proto__": {"apiBaseUrl": "https://evil.example"}, "constructor": 1}'),
    )
    expect(settings).toEqual({})
    expect(Object.getPrototypeOf(settings)).toBe(Object.prototype)
    expect(problems.map(({ key }) => key)).toEqual(['__proto__', 'constructor'])
  })

  it.each([[null], [[]], ['https://api.example.com'], [7]])('refuses a file that is %j', (file) => {
    expect(checkSettings(file)).toEqual({
      settings: {},
      problems: onlyProblem('the file', 'is not a JSON object'),
    })
  })

  it('refuses a brand that is not an object', () => {
    expect(refused({ brand: 'Acme' })).toEqual(onlyProblem('brand', 'is not a JSON object'))
  })
})

describe('reportOrigins (issue 26, R1)', () => {
  it('keeps a list of origins, written as origins, each once', () => {
    const file = { reportOrigins: ['https://Reports.Example.com', 'https://bi.example.com:8443/'] }
    expect(checkSettings(file)).toEqual({
      settings: { reportOrigins: ['https://reports.example.com', 'https://bi.example.com:8443'] },
      problems: [],
    })
  })

  it.each([
    [[], 'is not a list of 1 to 20 origins'],
    ['https://reports.example.com', 'is not a list of 1 to 20 origins'],
    [['https://reports.example.com/path'], 'holds something that is not an origin'],
    [['https://user:pw@reports.example.com'], 'holds something that is not an origin'],
    [['https://reports.example.com?x=1'], 'holds something that is not an origin'],
    [['javascript:alert(1)'], 'holds something that is not an origin'],
    [['http://reports.example.com'], 'holds a plain http: origin'],
  ])('refuses %j', (reportOrigins, why) => {
    const { settings, problems } = checkSettings({ reportOrigins })
    expect(settings).toEqual({})
    expect(problems).toEqual([{ key: 'reportOrigins', why: expect.stringContaining(why) }])
  })

  it('takes a plain http: origin where allowed (a loopback test, an http page)', () => {
    const file = { reportOrigins: ['http://127.0.0.1:8081'] }
    expect(checkSettings(file, { allowHttp: true }).settings).toEqual(file)
  })

  it('takes the service worker setting as true or false only (issue 41)', () => {
    expect(checkSettings({ serviceWorker: false })).toEqual({
      settings: { serviceWorker: false },
      problems: [],
    })
    expect(checkSettings({ serviceWorker: 'off' })).toEqual({
      settings: {},
      problems: [{ key: 'serviceWorker', why: 'is not true or false (on or off)' }],
    })
  })
})
