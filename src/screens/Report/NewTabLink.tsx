/**
 * The framed report in a new tab, the way out when a browser will not show it in the frame. The
 * new tab gets no handle on the portal and no referrer.
 */
export function NewTabLink(props: {
  readonly href: string
  readonly className?: string
  readonly onClick?: () => void
}) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      Open in new tab
    </a>
  )
}
