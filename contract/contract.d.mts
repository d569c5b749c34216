/** An answer as it came back: `body` is its text ('' when empty). */
export interface Answer {
  readonly method: string
  /** The path called, with its query, or the whole address. */
  readonly url: string
  readonly status: number
  readonly headers: Headers | Readonly<Record<string, string>>
  readonly body: string
}

export interface ContractOperation {
  readonly method: string
  /** The path template, as the document has it: `/api/advertiser-optimizations/{advertiserIdOrName}`. */
  readonly path: string
  readonly pattern: RegExp
  readonly operation: Readonly<Record<string, unknown>>
}

export interface Contract {
  /** The parsed document. */
  readonly document: Readonly<Record<string, unknown>>
  readonly operations: readonly ContractOperation[]
  operationOf(method: string, url: string): ContractOperation | undefined
  /** What is wrong with `answer` against the document: no lines when nothing is. */
  checkAnswer(answer: Answer, options?: { readonly ignoreHeaders?: readonly string[] }): string[]
  /** Whether the document marks this answer as carrying personal data (`x-personal-data`). */
  isPersonal(method: string, url: string, status: number): boolean
}

/** The path of contract/openapi.yaml. */
export const contractFile: string

export function loadContract(file?: string): Contract
