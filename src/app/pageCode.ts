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
