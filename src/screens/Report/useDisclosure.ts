import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { focusFirstShown } from './focus'

/**
 * A button that shows and hides a panel (the 'More actions' menu on a phone). Escape closes it
 * and hands the focus back to the button; so does choosing an action in it. A click outside
 * closes it too, the report frame included (the page sees no click there, only its own blur),
 * and leaves the focus where that click put it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node && container.current?.contains(event.target))) {
        setOpen(false)
      }
    }
    const closeOnFrameFocus = () => {
      if (document.activeElement instanceof HTMLIFrameElement) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    window.addEventListener('blur', closeOnFrameFocus)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      window.removeEventListener('blur', closeOnFrameFocus)
    }
  }, [open])

  /** Closes the panel, if open, with the focus back on its button (hidden items lose it). */
  const close = useCallback(() => {
    if (!open) return
    setOpen(false)
    focusFirstShown(button.current)
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }

  const toggle = () => setOpen((isOpen) => !isOpen)
  return { open, toggle, close, onKeyDown, container, button }
}
