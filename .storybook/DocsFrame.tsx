import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

interface FrameSize {
  readonly width: number
  readonly height: number
}

/** The portal's own style sheets (built, or Vite's while developing); not Storybook's. */
const isPortalStyle = (node: Node): node is HTMLStyleElement | HTMLLinkElement =>
  (node.nodeName === 'LINK' && (node as HTMLLinkElement).rel === 'stylesheet') ||
  (node.nodeName === 'STYLE' && (node as HTMLStyleElement).hasAttribute('data-vite-dev-id'))

/**
 * Writes the frame's document (standards mode, the page's base address and style sheets), then
 * keeps it dressed as the page: a sheet added or changed later is copied too, and so are the
 * toolbar's theme and the brand's colours on the root element.
 */
function writeFrameDocument(source: Document, target: Document, title: string): () => void {
  const sheets = [...source.head.children].filter(isPortalStyle)
  target.open()
  target.write(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><base href="${source.baseURI}"><title></title>${sheets.map((sheet) => sheet.outerHTML).join('')}</head><body><div></div></body></html>`,
  )
  target.close()
  target.title = title
  const written = target.head.querySelectorAll('link, style')
  const copies = new Map<Node, Element>(sheets.map((sheet, index) => [sheet, written[index]!]))
  const add = (node: Node) => {
    if (!isPortalStyle(node) || copies.has(node)) return
    const copy = target.importNode(node, true)
    copies.set(node, copy)
    target.head.append(copy)
  }
  const remove = (node: Node) => {
    copies.get(node)?.remove()
    copies.delete(node)
  }
  // Only what a story's look depends on: every other change to the page's root (a shell's
  // measured height) would have every frame work out its styles again.
  let dressed = ''
  const copyRoot = () => {
    const root = source.documentElement
    const colours = [...root.style].filter((name) => name.startsWith('--color-'))
    const style = colours.map((name) => `${name}: ${root.style.getPropertyValue(name)}`).join('; ')
    const theme = root.dataset.theme ?? ''
    if (`${theme} ${style}` === dressed) return
    dressed = `${theme} ${style}`
    target.documentElement.dataset.theme = theme
    target.documentElement.style.cssText = style
  }
  copyRoot()
  const added = new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.target === source.head) {
        change.addedNodes.forEach(add)
        change.removedNodes.forEach(remove)
        continue
      }
      // Changed in place (Vite's hot update).
      const changed = change.target.nodeType === Node.TEXT_NODE ? change.target.parentNode : null
      const copy = changed && copies.get(changed)
      if (copy) copy.textContent = changed.textContent
    }
  })
  added.observe(source.head, { childList: true, subtree: true, characterData: true })
  const root = new MutationObserver(copyRoot)
  root.observe(source.documentElement, { attributes: true })
  return () => {
    added.disconnect()
    root.disconnect()
  }
}

/** The scale at which `width` CSS px fit the width of the element `area` holds. */
function useFitScale(width: number) {
  const area = useRef<HTMLDivElement>(null)
  const [scale, setScale] = useState(1)
  useLayoutEffect(() => {
    const box = area.current
    if (!box) return
    const fit = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / width))
    })
    fit.observe(box)
    return () => fit.disconnect()
  }, [width])
  return { area, scale }
}

/**
 * A page of the portal drawn in its place on a Docs page: a box of the viewport's width (scaled
 * down to fit) and at least its height, which holds what the page fixes to the window (the report
 * viewer) and clips what it keeps out of sight above it (the skip link). Its media queries are
 * the Docs page's (a desktop's), so a narrower viewport takes a DocsFrame.
 */
export function DocsWindow({ size, children }: { size: FrameSize; children: ReactNode }) {
  const { area, scale } = useFitScale(size.width)
  return (
    <div ref={area} data-docs-window="">
      <div
        style={{
          width: size.width,
          minHeight: size.height,
          margin: '0 auto',
          zoom: scale,
          // What is fixed to the window is fixed to this box.
          transform: 'translateZ(0)',
          overflow: 'hidden',
          outline: '1px solid rgba(0, 0, 0, 0.12)',
        }}
      >
        {children}
      </div>
    </div>
  )
}

/**
 * A story in a frame of its own on a Docs page, as wide as its viewport (scaled down to fit) and
 * as tall as that or its page: its media queries see the viewport's width, and a modal dialog
 * covers only this frame. The frame's document is written here and the story rendered into it
 * by the Docs page's React (a portal), so it costs no second Storybook.
 */
export function DocsFrame({
  size,
  title,
  children,
}: {
  readonly size: FrameSize
  /** The frame's name for assistive technology, and its document's title. */
  readonly title: string
  readonly children: ReactNode
}) {
  const frame = useRef<HTMLIFrameElement>(null)
  const { area, scale } = useFitScale(size.width)
  const [body, setBody] = useState<HTMLElement | null>(null)
  const [height, setHeight] = useState(size.height)

  useLayoutEffect(() => {
    const doc = frame.current?.contentDocument
    const view = doc?.defaultView
    if (!doc || !view) return
    const undress = writeFrameDocument(document, doc, title)
    // As tall as the story's page when that is taller than the viewport, as its baseline is.
    const grow = new view.ResizeObserver(() =>
      setHeight(Math.max(size.height, Math.ceil(doc.documentElement.scrollHeight))),
    )
    grow.observe(doc.body)
    setBody(doc.body.firstElementChild as HTMLElement)
    return () => {
      grow.disconnect()
      undress()
      setBody(null)
    }
  }, [size.height, title])

  return (
    <div ref={area} data-docs-frame="">
      <div
        style={{
          width: size.width * scale,
          height: height * scale,
          margin: '0 auto',
          overflow: 'hidden',
          outline: '1px solid rgba(0, 0, 0, 0.12)',
        }}
      >
        <iframe
          ref={frame}
          title={title}
          allow="fullscreen; clipboard-write"
          style={{
            display: 'block',
            width: size.width,
            height,
            border: 0,
            transform: scale === 1 ? undefined : `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        />
      </div>
      {body && createPortal(children, body)}
    </div>
  )
}
