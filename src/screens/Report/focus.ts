/**
 * Focuses the first of these elements the user can see: a control in the bar on a desktop, or
 * the 'More actions' button that hides it on a phone.
 */
export function focusFirstShown(...candidates: (HTMLElement | null)[]) {
  candidates.find((element) => element?.checkVisibility())?.focus()
}
