import { Button } from '../Button'
import { BackIcon } from '../Icons'

/** 'Previous Page' on the menu, report and AI screens: what it does is the caller's call. */
export function PreviousPageButton({
  onClick,
  className,
}: {
  /** Called when pressed; the routes go one step back, or to a fallback page with no history. */
  onClick: () => void
  /** Where it sits (the report viewer's bar narrows its sides on a phone). */
  className?: string
}) {
  return (
    <Button variant="secondary" onClick={onClick} className={className}>
      <BackIcon />
      <span>Previous Page</span>
    </Button>
  )
}
