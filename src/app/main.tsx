import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, loadSignedIn, type FirstPage } from './App'
import { isPublicPath, loadPublicPage } from './PublicApp'
import { readSettings, type Settings } from './settings'
import '../styles/global.css'

// The app's code is here: index.html's notice for a page whose code did not arrive never shows.
document.getElementById('portal-not-loaded')?.remove()

/**
 * The first page's code, and for a signed-in page its settings too: a public page is taken over
 * as soon as its code is here (the settings follow), any other page has nothing to show before.
 */
async function firstPage(settings: Promise<Settings>): Promise<FirstPage> {
  const { pathname, search } = window.location
  try {
    if (isPublicPath(pathname)) {
      return { kind: 'public', page: await loadPublicPage({ pathname, search }) }
    }
    const [pages, read] = await Promise.all([loadSignedIn(), settings])
    return { kind: 'signed-in', pages, settings: read }
  } catch (error) {
    console.error('The portal could not load its code.', error)
    return { kind: 'failed' }
  }
}

async function start() {
  // Compiled out of every build but the demo's: no MSW or fixtures reach production.
  if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
    try {
      // The one import of src/mocks outside stories and tests: the demo entry point (README, Layout).
      // eslint-disable-next-line no-restricted-syntax
      const { startDemoBackend } = await import('../mocks/browser')
      await startDemoBackend()
    } catch (error) {
      // Service workers need https or localhost. The portal still starts, and sign-in says why
      // nothing answers, instead of leaving a blank page.
      console.error('The demo backend could not start; open the demo at http://localhost.', error)
    }
  }
  // index.html has already asked for config.json.
  const settings = readSettings()
  const app = (
    <StrictMode>
      <App settings={settings} first={await firstPage(settings)} />
    </StrictMode>
  )
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // /login and /forgot-password arrive prerendered (scripts/prerender.ts): React takes that
  // markup over as it is. Every other page arrives empty.
  if (root.hasChildNodes()) hydrateRoot(root, app)
  else createRoot(root).render(app)
}

void start()
