// Run in the built Storybook's preview (page.evaluate, addInitScript): no imports, no closures.

/** What a story's render reported on Storybook's channel (its own, in each story's document). */
export interface StoryEvent {
  readonly name: string
  readonly storyId?: string
  readonly status?: string
  readonly message?: string
}

declare global {
  interface Window {
    /** The channel events this test records in each of Storybook's documents (recordStoryEvents). */
    docsTestEvents?: StoryEvent[]
    __STORYBOOK_ADDONS_CHANNEL__?: {
      on: (name: string, listener: (...args: unknown[]) => void) => void
      emit: (name: string, ...args: unknown[]) => void
    }
  }
}

/**
 * Before Storybook's own code runs in a document: records what each story's render says on the
 * channel (set once, as a global): a story finished, with its status, or an exception.
 */
export function recordStoryEvents() {
  const events: StoryEvent[] = []
  window.docsTestEvents = events
  let channel: Window['__STORYBOOK_ADDONS_CHANNEL__']
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: NonNullable<Window['__STORYBOOK_ADDONS_CHANNEL__']>) {
      channel = next
      next.on('docsRendered', (id) => events.push({ name: 'docsRendered', storyId: String(id) }))
      next.on('storyFinished', (finished) => {
        const { storyId, status } = finished as { storyId: string; status: string }
        events.push({ name: 'storyFinished', storyId, status })
      })
      for (const name of ['storyErrored', 'storyThrewException', 'playFunctionThrewException']) {
        next.on(name, (error) => {
          const { message, title, description } = (error ?? {}) as Record<string, string>
          events.push({ name, message: message ?? `${title}: ${description}` })
        })
      }
    },
  })
}

/** Asks the preview for docs page `id`, as the manager's sidebar does, without a page load. */
export function showDocs(id: string) {
  window.docsTestEvents?.splice(0)
  window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'docs' })
}

/** Whether as many stories have finished as there are blocks drawn here (not in a frame). */
export function allStoriesFinished(): boolean {
  const blocks = [...document.querySelectorAll('[data-story-block]')].filter(
    (block) => !block.querySelector('iframe[id^="iframe--"]'),
  )
  const finished = (window.docsTestEvents ?? []).filter((e) => e.name === 'storyFinished')
  return finished.length >= blocks.length
}

/** The story ids of the blocks Storybook draws in a frame of their own (`docs.story.inline: false`). */
export function framedStories(): string[] {
  return [
    ...document.querySelectorAll<HTMLIFrameElement>('[data-story-block] iframe[id^="iframe--"]'),
  ].map((frame) => {
    // Lazy: it loads once near the window, as a reader scrolls to it.
    frame.scrollIntoView()
    return frame.id.replace(/^iframe--/, '')
  })
}

/**
 * Once the page is drawn as it will stay: fonts here, and the blocks and Storybook's boxes around
 * them the same size three frames in a row (a box follows its frame's growth a frame or two later).
 */
export async function settled(): Promise<void> {
  const documents = [
    document,
    ...[...document.querySelectorAll('iframe')].map((f) => f.contentDocument),
  ]
  await Promise.all(documents.map((doc) => doc?.fonts.ready))
  const sizes = () =>
    [...document.querySelectorAll('[data-story-block], .docs-story, .innerZoomElementWrapper')]
      .map((box) => `${box.scrollWidth}x${box.scrollHeight}/${box.clientWidth}x${box.clientHeight}`)
      .join()
  // An image is drawn 0×0 until it has loaded: on a busy machine, after the blocks stood still.
  const imagesLoading = () =>
    documents.some((doc) => [...(doc?.images ?? [])].some((image) => !image.complete))
  let last = ''
  for (let still = 0; still < 3;) {
    await new Promise((done) => requestAnimationFrame(done))
    const now = sizes()
    still = now === last && !imagesLoading() ? still + 1 : 0
    last = now
  }
}

export interface BlockReport {
  /** The block's id: `story--<story id>`, `--primary` for the story at the top of the page. */
  readonly id: string
  /** The width and height of what the story draws inside its block, in CSS px. */
  readonly drawn: { readonly width: number; readonly height: number }
  /** What the story draws beyond its block, over its neighbours (a few, named). */
  readonly outside: readonly string[]
  /** The error Storybook shows in place of the story, if any. */
  readonly error: string | null
}

export interface PageReport {
  readonly blocks: readonly BlockReport[]
  /** The modal elements (modal dialogs, a full-screen element) open in the page's own document. */
  readonly pageModals: readonly string[]
  /** Each frame's document with more than one modal open, and how many. */
  readonly crowdedFrames: readonly string[]
}

/**
 * What each story block draws: every element that paints and every line of text, in it or in a
 * frame inside it (scaled as the frame is), clipped to what the boxes around it let show.
 */
export function readDocsPage(): PageReport {
  // A DOMRect is one too.
  type Box = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>
  const seen = (color: string) => color !== 'transparent' && !/,\s*0\)$/.test(color)
  const paints = (element: Element, style: CSSStyleDeclaration) =>
    element.matches('img, svg, input, textarea, select, canvas, video') ||
    seen(style.backgroundColor) ||
    style.backgroundImage !== 'none' ||
    style.boxShadow !== 'none' ||
    (['Top', 'Right', 'Bottom', 'Left'] as const).some(
      (side) => parseFloat(style[`border${side}Width`]) > 0 && seen(style[`border${side}Color`]),
    )
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  })
  const empty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1

  /** Each box `root` draws, in the top page's coordinates (`place`), with what draws it. */
  function drawn(
    root: Element,
    place: (box: DOMRect) => Box,
    clip: Box,
    found: { box: Box; what: string }[],
  ) {
    const view = root.ownerDocument.defaultView
    if (!view) return
    const style = view.getComputedStyle(root)
    if (style.display === 'none' || style.visibility === 'hidden') return
    if (root instanceof view.HTMLIFrameElement) {
      const inner = root.contentDocument?.body
      if (!inner) return
      const frame = place(root.getBoundingClientRect())
      const scale = (frame.right - frame.left) / (root.offsetWidth || 1)
      const at = (box: DOMRect): Box => ({
        left: frame.left + (root.clientLeft + box.left) * scale,
        top: frame.top + (root.clientTop + box.top) * scale,
        right: frame.left + (root.clientLeft + box.right) * scale,
        bottom: frame.top + (root.clientTop + box.bottom) * scale,
      })
      for (const child of inner.children) drawn(child, at, intersect(clip, frame), found)
      return
    }
    // The top layer (a modal dialog) is drawn over everything, clipped by no box around it.
    const modal = root.matches(':modal')
    const box = modal
      ? place(root.getBoundingClientRect())
      : intersect(place(root.getBoundingClientRect()), clip)
    const what = `${root.tagName.toLowerCase()}${root.id ? `#${root.id}` : ''}`
    if (!root.hasAttribute('data-docs-frame') && paints(root, style) && !empty(box)) {
      found.push({ box, what })
    }
    // Clipped by overflow, or all but its box (visually hidden text); not by a modal dialog.
    const clips =
      style.overflowX !== 'visible' ||
      style.overflowY !== 'visible' ||
      style.clipPath !== 'none' ||
      (style.position === 'absolute' && style.clip !== 'auto')
    const inner = clips || modal ? box : clip
    for (const node of root.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
      const range = root.ownerDocument.createRange()
      range.selectNodeContents(node)
      const text = intersect(place(range.getBoundingClientRect()), inner)
      if (!empty(text)) found.push({ box: text, what: `"${node.textContent.trim().slice(0, 30)}"` })
    }
    if (root.matches('style, script, template')) return
    for (const child of root.children) drawn(child, place, inner, found)
  }

  const page: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity }
  const blocks = [...document.querySelectorAll<HTMLElement>('[data-story-block]')].map((block) => {
    const area = block.getBoundingClientRect()
    const found: { box: Box; what: string }[] = []
    // A block given a height (`docs.story.height`) scrolls, and clips, what overflows it.
    const clips = getComputedStyle(block).overflowY !== 'visible'
    for (const child of block.children) drawn(child, (box) => box, clips ? area : page, found)
    const parts = found.map(({ box }) => intersect(box, area)).filter((part) => !empty(part))
    const extent = (from: 'left' | 'top', to: 'right' | 'bottom') =>
      parts.length === 0
        ? 0
        : Math.round(
            Math.max(...parts.map((part) => part[to])) -
              Math.min(...parts.map((part) => part[from])),
          )
    const outside = found.flatMap(({ box, what }) => {
      const beyond =
        box.left < area.left - 2 ||
        box.top < area.top - 2 ||
        box.right > area.right + 2 ||
        box.bottom > area.bottom + 2
      return beyond && box.right - box.left > 2 && box.bottom - box.top > 2 ? [what] : []
    })
    const error = block.querySelector(':scope > pre')?.textContent?.slice(0, 300) ?? null
    return {
      id: block.id,
      drawn: { width: extent('left', 'right'), height: extent('top', 'bottom') },
      outside: [...new Set(outside)].slice(0, 3),
      error,
    }
  })

  const modals = (doc: Document) =>
    [...doc.querySelectorAll(':modal')].map(
      (modal) =>
        `${modal.tagName.toLowerCase()} "${(modal.getAttribute('aria-label') ?? modal.textContent ?? '').trim().slice(0, 40)}"`,
    )
  const crowdedFrames = [...document.querySelectorAll('iframe')].flatMap((frame) => {
    const doc = frame.contentDocument
    const open = doc ? modals(doc).length : 0
    return open > 1 ? [`frame "${frame.title}": ${open} modals open`] : []
  })
  return { blocks, pageModals: modals(document), crowdedFrames }
}
