import { useId, useLayoutEffect, useRef } from 'react'
import { Link } from '../../components/Link'
import { Button } from '../../components/Button'
import { HomeIcon, LogoutIcon } from '../../components/Icons'
import { messages } from '../../domain/messages'
import { paths } from '../../domain/paths'
import { CopyLinkResult } from './CopyLinkResult'
import { focusFirstShown } from './focus'
import { NewTabLink } from './NewTabLink'
import { useCopyLink } from './useCopyLink'
import { useDisclosure } from './useDisclosure'
import type { Fullscreen } from './useFullscreen'
import styles from './ViewerBar.module.css'

export interface ViewerActionsProps {
  /** The framed link; without one, only the ways out are offered. */
  readonly href: string | null
  /** The portal's own address of this view, for 'Copy link'. */
  readonly viewAddress: string
  readonly fullscreen: Fullscreen
  readonly onReload: () => void
  readonly onLogout: () => void
  readonly loggingOut: boolean
}

/**
 * The viewer's actions. On a desktop they sit in the bar; on a phone, behind 'More actions'
 * (the CSS decides, at the one breakpoint). The shell's Back to Dashboard and Logout come last,
 * since the report covers the shell.
 */
export function ViewerActions(props: ViewerActionsProps) {
  const { href, fullscreen } = props
  const listId = useId()
  const { open, toggle, close, onKeyDown, container, button: moreButton } = useDisclosure()
  const copyLink = useCopyLink(props.viewAddress)
  const fullscreenButton = useRef<HTMLButtonElement>(null)
  const copyButton = useRef<HTMLButtonElement>(null)

  // Back from full screen (by the button or by Escape), the focus returns to where it started.
  const wasFullscreen = useRef(false)
  useLayoutEffect(() => {
    if (wasFullscreen.current && !fullscreen.active) {
      focusFirstShown(fullscreenButton.current, moreButton.current)
    }
    wasFullscreen.current = fullscreen.active
  }, [fullscreen.active, moreButton])

  /** An action chosen in the phone's menu closes it first. */
  const choose = (action?: () => void) => () => {
    close()
    action?.()
  }

  return (
    <>
      <div ref={container} className={styles.viewerActions} onKeyDown={onKeyDown}>
        <div className={styles.moreActions}>
          <Button
            ref={moreButton}
            variant="secondary"
            aria-expanded={open}
            aria-controls={listId}
            onClick={toggle}
          >
            More actions
          </Button>
        </div>
        <ul id={listId} className={styles.actionList} data-open={open || undefined}>
          {href !== null && fullscreen.available && !fullscreen.active && (
            <li>
              <Button ref={fullscreenButton} variant="ghost" onClick={choose(fullscreen.toggle)}>
                Full screen
              </Button>
            </li>
          )}
          {href !== null && (
            <>
              <li>
                <NewTabLink href={href} className={styles.linkAction} onClick={choose()} />
              </li>
              <li>
                <Button variant="ghost" onClick={choose(props.onReload)}>
                  Reload report
                </Button>
              </li>
              <li>
                <Button ref={copyButton} variant="ghost" onClick={choose(copyLink.copy)}>
                  Copy link
                </Button>
              </li>
            </>
          )}
          <li className={styles.exitsStart}>
            <Link to={paths.dashboard} className={styles.linkAction}>
              <HomeIcon />
              <span>Back to Dashboard</span>
            </Link>
          </li>
          <li>
            {/* Busy, not disabled, while logging out: a disabled button would drop the focus. */}
            <Button
              variant="ghost"
              onClick={props.loggingOut ? undefined : choose(props.onLogout)}
              aria-disabled={props.loggingOut}
            >
              <LogoutIcon />
              <span>{props.loggingOut ? messages.loggingOut : 'Logout'}</span>
            </Button>
          </li>
        </ul>
      </div>
      {href !== null && (
        <CopyLinkResult
          state={copyLink.state}
          address={props.viewAddress}
          onDone={() => {
            copyLink.dismiss()
            focusFirstShown(copyButton.current, moreButton.current)
          }}
        />
      )}
    </>
  )
}
