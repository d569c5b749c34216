import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { config, loadConfig } from './config'
import { loadBrandColours } from '../components/Brand'
import '../styles/global.css'

async function start() {
  // The deploy-time settings, fetched at once (index.html has already asked for them) and awaited
  // before the first render, alongside the demo backend when there is one.
  const configLoaded = loadConfig()
  // Compiled out of every build but the demo's: no MSW or fixtures reach production.
  if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
    try {
      const { startDemoBackend } = await import('../mocks/browser')
      await startDemoBackend()
    } catch (error) {
      // Service workers need https or localhost. The portal still starts, and sign-in says why
      // nothing answers, instead of leaving a blank page.
      console.error('The demo backend could not start; open the demo at http://localhost.', error)
    }
  }
  await configLoaded
  // An agency's accent is in the first paint: its colour code arrives before the first render.
  if (config.brand.accentColor) await loadBrandColours()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
