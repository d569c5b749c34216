import { existsSync } from 'node:fs'

/**
 * The browser every test drives: Debian's `chromium-headless-shell` (the same Chromium build as
 * the `chromium` package, without the desktop browser around it, as Playwright itself runs
 * headless tests), else Debian's `chromium`; CHROMIUM_PATH points at any other build. Nothing
 * downloads one. The shell draws the same pixels (every baseline matches under both) for about
 * half the CPU: the end-to-end project alone went from 246 to 131 CPU-seconds.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium'

/** Headless as root on a closed network: without the networking flags Chromium floods it. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
