import { Button } from '../Button'

/** 'Previous Page' on the menu, report and AI screens: what it does is the caller's call. */
export function PreviousPageButton({
  onClick,
}: {
  /** Called when pressed; the routes go one step back, or to a fallback page with no history. */
  onClick: () => void
}) {
  return (
    <Button variant="secondary" onClick={onClick}>
      <span aria-hidden="true">←</span> Previous Page
    </Button>
  )
}
