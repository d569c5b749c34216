/** A page's code did not arrive: a dropped connection, or a release that replaced the files. */
export class PageCodeNotLoaded extends Error {
  constructor(cause: unknown) {
    super('A page’s code could not be loaded.', { cause })
    this.name = 'PageCodeNotLoaded'
  }
}

/**
 * Loads a page's code (a route's `lazy`). A failure is thrown as PageCodeNotLoaded, so the error
 * page can tell it from a page that failed to render, and offer Reload instead.
 */
export async function loadPageCode<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    throw new PageCodeNotLoaded(error)
  }
}

/**
 * The code of every page behind sign-in, one chunk loaded when first needed (the public pages'
 * code is in the app's own download). One, not one a page: index.html names it for every
 * signed-in page anyway (scripts/preloadCode.ts), and each more file is one more request on the
 * way to a page; sign-in loads it once the form works (Root, once idle).
 */
export const loadSignedInCode = () => loadPageCode(() => import('./signedIn'))

/** Asks for the signed-in pages' code, so no move to a page waits for it (Root, once idle). */
export function preloadSignedInPages() {
  void loadSignedInCode().catch(() => {}) // Tried again when a page opens.
}
