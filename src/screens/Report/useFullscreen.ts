import { useCallback, useEffect, useState, type RefObject } from 'react'

export interface Fullscreen {
  /** False where the browser offers no Fullscreen API (an iPhone) or a policy forbids it. */
  readonly available: boolean
  /** True while `target` fills the screen. */
  readonly active: boolean
  readonly toggle: () => void
}

/** A refusal (no user gesture, a policy) leaves the page as it was: nothing to tell the user. */
const ignore = () => {}

/**
 * The Fullscreen API for one element. The state follows `fullscreenchange`, so leaving by
 * Escape (which the browser handles itself) counts as well as leaving by the button; the
 * report's own full screen, inside the frame, is not ours.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const [available] = useState(() => document.fullscreenEnabled === true)
  const [active, setActive] = useState(false)

  useEffect(() => {
    const follow = () =>
      setActive(
        document.fullscreenElement !== null && document.fullscreenElement === target.current,
      )
    document.addEventListener('fullscreenchange', follow)
    return () => document.removeEventListener('fullscreenchange', follow)
  }, [target])

  const toggle = useCallback(() => {
    if (document.fullscreenElement) document.exitFullscreen().catch(ignore)
    else target.current?.requestFullscreen().catch(ignore)
  }, [target])

  return { available, active, toggle }
}

/** What the viewer offers without a frame to fill the screen with. */
export const noFullscreen: Fullscreen = { available: false, active: false, toggle: ignore }
