import { errorMessage, isAbort, logFailure, type ErrorTexts } from '../api/errors'
import { failed, ready, type Loadable } from '../domain/loadable'

/**
 * Loaders never wait for their reads, so the page shows at once. The promise never rejects: a
 * failure is the message of spec section 8, logged once.
 */
export type PageRead<T> = Promise<Loadable<T>> | Loadable<T>

interface Answer<T> {
  readonly state: Loadable<T>
  readonly at: number
}

const answers = new WeakMap<PageRead<unknown>, Answer<unknown>>()

/** A promise's answer is not synchronous: kept, a later page shows it from its first render. */
export function answerTo<T>(read: PageRead<T>): Answer<T> | undefined {
  return answers.get(read) as Answer<T> | undefined
}

export function remembered<T>(read: Promise<Loadable<T>>): Promise<Loadable<T>> {
  void read.then((state) => answers.set(read, { state, at: Date.now() }))
  return read
}

/** A call given up never answers. */
export function answerOf<T>(
  asked: Promise<T>,
  what: string,
  texts: ErrorTexts,
): Promise<Loadable<T>> {
  return remembered(
    asked.then(ready, (error: unknown) => {
      if (isAbort(error)) return new Promise<never>(() => {})
      logFailure(what, error)
      return failed(errorMessage(error, texts))
    }),
  )
}
