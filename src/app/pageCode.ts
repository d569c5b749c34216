/** A page's code did not arrive: a dropped connection, or a release that replaced the files. */
export class PageCodeNotLoaded extends Error {
  constructor(cause: unknown) {
    super('A page’s code could not be loaded.', { cause })
    this.name = 'PageCodeNotLoaded'
  }
}

/** So the error page can tell it from a page that failed to render, and offer Reload. */
export async function loadPageCode<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    throw new PageCodeNotLoaded(error)
  }
}

/**
 * One chunk, not one a page: index.html names it for every signed-in page anyway
 * (scripts/preloadCode.ts), and each more file is one more request on the way to a page.
 */
export const loadSignedInCode = () => loadPageCode(() => import('./signedIn'))

export function preloadSignedInPages() {
  void loadSignedInCode().catch(() => {}) // Tried again when a page opens.
}
