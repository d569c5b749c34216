import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

interface PageModule<P> {
  readonly default: ComponentType<P>
}

/** A page for the route table whose code loads on demand, behind the nearest loading screen. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Asks for the page's code early (the browser fetches it once); resolves when it is here. */
  readonly load: () => Promise<PageModule<P>>
}

/**
 * React.lazy, plus `load` to ask for the code before the page is needed (sign-in asks for the
 * dashboard's). Code already here renders at once: React.lazy suspends on the promise of even a
 * finished `import()`, and a page that suspends shows the loading screen for at least 300 ms
 * (React holds a fallback that long before it reveals what replaces it).
 */
export function lazyPage<P extends object>(importer: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: PageModule<P> | undefined
  const load = () => importer().then((module) => (loaded = module))
  // React.lazy expects a promise but reads only its `then`: code already here is handed over
  // by a `then` that calls back at once, and the page renders in the same pass.
  const Page = lazy(() => {
    const here = loaded
    return here
      ? ({ then: (take: Take<P>) => take(here) } as unknown as Promise<PageModule<P>>)
      : load()
  })
  return Object.assign(Page, { load })
}

type Take<P> = (module: PageModule<P>) => unknown
