/**
 * A prerendered public page's one script (/login, /forgot-password; scripts/prerender.ts). The
 * page is painted before any of the app's code is asked for, so its HTML and CSS have the network
 * to themselves (README, Decisions: what /login loads later); the visitor can type meanwhile, and
 * the app hydrates the page once it is here. The app's modules are the ones index.html names,
 * listed in `<meta name="portal-app">`, the entry first.
 */
const [entry, ...preloads] =
  document.querySelector<HTMLMetaElement>('meta[name="portal-app"]')?.content.split(' ') ?? []

// Once the browser reports the page's first paint (in a background tab, once it is first shown).
await new Promise<void>((painted) => {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    painted()
  })
  observer.observe({ type: 'paint', buffered: true })
})
for (const href of preloads) {
  const link = document.createElement('link')
  Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href })
  document.head.append(link)
}
if (entry) {
  await import(/* @vite-ignore */ entry).catch((error: unknown) =>
    console.error('The portal could not load its code; reload the page to try again.', error),
  )
}

export {}
