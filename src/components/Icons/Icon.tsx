import type { ReactNode } from 'react'

/**
 * The frame every line icon is drawn in: a 24-unit grid shown at 28 px, one 1.8 stroke with round
 * ends, no fill, in `currentColor` (the colour of the text around it, so light, dark and forced
 * colours draw it as they draw that text). Decorative: the text beside an icon names the action.
 */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
