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
 * The code of the pages behind sign-in, loaded when first needed (the public pages' code is in
 * the app's own download). index.html names every one of these files (scripts/preloadSignedIn.ts).
 */
export const code = {
  signedIn: () => import('./signedIn'),
  report: () => import('./routes/ReportRoute'),
  aiOptimizations: () => import('./routes/AiOptimizationsRoute'),
  notifications: () => import('./routes/NotificationsRoute'),
  settings: () => import('./routes/SettingsRoute'),
}

/** Asks for every signed-in page's code, so no move to a page waits for it (Root, once idle). */
export function preloadSignedInPages() {
  for (const load of Object.values(code)) void load().catch(() => {}) // Tried again when opened.
}
