import { useLayoutEffect, useRef } from 'react'
import { Button } from '../../components/Button'
import styles from './ReportViewer.module.css'

/**
 * The Full screen button while the report fills the screen: the bar is out of sight then, so
 * the button moves onto the report area, and takes the focus with it.
 */
export function ExitFullscreenButton({ onClick }: { onClick: () => void }) {
  const button = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => button.current?.focus(), [])
  return (
    <Button ref={button} variant="secondary" className={styles.exitFullscreen} onClick={onClick}>
      Exit full screen
    </Button>
  )
}
