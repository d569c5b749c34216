import {
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react'

/** Writes a text into the page's standing region; gives back the way to take it out again. */
type Announce = (text: string) => () => void

const AnnounceContext = createContext<Announce | null>(null)

/**
 * How long after a text comes (or the region was emptied) it is written into the region. A
 * region that came with the page is then in the accessibility tree before its text, and the same
 * text twice in a row is a change the second time too.
 */
export const writeAfterMs = 100

/**
 * The page's one polite live region (WCAG 4.1.3), standing before anything is said in it:
 * success and information texts (Message, StatusText) are written into it after it exists, which
 * screen readers announce, where a `role="status"` inserted already holding its words often is
 * not. The outermost one serves the whole page: the shell's on a signed-in page, the card's on
 * sign-in and Forgot Password, a Page's where it stands alone (a screen's story). A modal dialog
 * has its own (`own`): while it is open, nothing outside it is read, live regions included.
 */
export function LiveRegion({
  own = false,
  children,
}: {
  /** A region of its own even inside another: a modal dialog's. */
  readonly own?: boolean
  readonly children: ReactNode
}) {
  const outer = use(AnnounceContext)
  // Each text said is a line of its own, added after the region stands and taken out when its
  // message goes: a screen reader reads each addition once, and two messages never cancel out.
  const [lines, setLines] = useState<readonly { key: number; text: string }[]>([])
  const count = useRef(0)
  const announce = useCallback<Announce>((text) => {
    const key = ++count.current
    const write = window.setTimeout(
      () => setLines((current) => [...current, { key, text }]),
      writeAfterMs,
    )
    return () => {
      window.clearTimeout(write)
      // Gone from the page, gone from the region: a screen reader's cursor never finds it later.
      setLines((current) => current.filter((line) => line.key !== key))
    }
  }, [])
  if (outer && !own) return children
  return (
    <AnnounceContext value={announce}>
      {children}
      <div role="status" className="visually-hidden" data-live-region="">
        {lines.map((line) => (
          <div key={line.key}>{line.text}</div>
        ))}
      </div>
    </AnnounceContext>
  )
}

/**
 * A text shown in the flow of the page and said through the page's live region: a paragraph
 * without a role of its own. Outside any region (a component's story alone) it is its own
 * `role="status"`, as before there was one.
 */
export function StatusText({ children, ...paragraph }: ComponentPropsWithoutRef<'p'>) {
  const announce = use(AnnounceContext)
  const element = useRef<HTMLParagraphElement>(null)
  const said = useRef<{ text: string; withdraw: () => void } | null>(null)
  // After every render: what it reads now, said once; a changed text is said anew.
  useEffect(() => {
    if (!announce) return
    const text = element.current?.textContent?.trim() ?? ''
    if (said.current?.text === text) return
    said.current?.withdraw()
    said.current = text === '' ? null : { text, withdraw: announce(text) }
  })
  useEffect(
    () => () => {
      said.current?.withdraw()
      said.current = null
    },
    [],
  )
  return (
    <p ref={element} role={announce ? undefined : 'status'} {...paragraph}>
      {children}
    </p>
  )
}
