/**
 * The one shape of anything that comes from the network, as hooks hand it on and screens receive
 * it: nothing asked for yet, on its way, failed with the message a user reads, or here.
 * Reads (a route loader's, src/app/pageReads.ts) and writes (a route action's, src/app/writes.ts)
 * both give it, so every screen's stories read alike: `Idle`, `Loading`, `Failed`, `Ready`.
 */
export type Loadable<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | {
      readonly status: 'failed'
      readonly message: string
      /** Asks again without leaving the page: a read's failure has it (usePageRead), a write's not. */
      readonly retry?: () => void
      /**
       * A write that got no answer within its limit: it may have happened, and the message says
       * so. Shown as information, never as an error (writeAnswer).
       */
      readonly maybeDone?: boolean
    }
  | { readonly status: 'ready'; readonly data: T }

export const idle = { status: 'idle' } as const satisfies Loadable<never>
export const loading = { status: 'loading' } as const satisfies Loadable<never>

export function ready<T>(data: T): Loadable<T> {
  return { status: 'ready', data }
}

/** A failure with its message; a read's failure also carries the way to ask again. */
export function failed(message: string, retry?: () => void): Loadable<never> {
  return retry ? { status: 'failed', message, retry } : { status: 'failed', message }
}

/** The data once it is here, else null. */
export function dataOf<T>(loadable: Loadable<T>): T | null {
  return loadable.status === 'ready' ? loadable.data : null
}

/** The same state, with the data (once here) turned into something else. */
export function mapLoadable<T, U>(loadable: Loadable<T>, map: (data: T) => U): Loadable<U> {
  return loadable.status === 'ready' ? ready(map(loadable.data)) : loadable
}
