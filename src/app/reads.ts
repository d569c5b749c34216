import { errorMessage, isAbort, logFailure, type ErrorTexts } from '../api/errors'
import { failed, ready, type Loadable } from '../domain/loadable'

/**
 * A read as a route's loader hands it to its page: on its way (a promise that never rejects: a
 * failure is the message section 8 names, logged once), or known without a call. Loaders start
 * their reads and never wait for them, so the page shows at once and the calls cross the network
 * while the page's code arrives.
 */
export type PageRead<T> = Promise<Loadable<T>> | Loadable<T>

interface Answer<T> {
  readonly state: Loadable<T>
  /** When it came (Date.now()). */
  readonly at: number
}

const answers = new WeakMap<PageRead<unknown>, Answer<unknown>>()

/**
 * `read`'s answer, once it has come. A promise's answer cannot be had synchronously: kept here,
 * a page opened after it came (the next page with the dropdown) shows it from its first render.
 */
export function answerTo<T>(read: PageRead<T>): Answer<T> | undefined {
  return answers.get(read) as Answer<T> | undefined
}

/** `read`, with its answer kept for `answerTo`. */
export function remembered<T>(read: Promise<Loadable<T>>): Promise<Loadable<T>> {
  void read.then((state) => answers.set(read, { state, at: Date.now() }))
  return read
}

/** The answer to `asked`: its data, or its failure's message. A call given up never answers. */
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
