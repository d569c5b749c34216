/**
 * What a visitor typed into a prerendered page (see scripts/prerender.ts) before the app renders
 * afresh over it, when it cannot take the markup over as it is (src/app/hydration.ts): a
 * `?next=` on /login, a brand, a session that ended. Read before that render; the function it
 * returns puts each value back into the field of the same name and the focus back where it was,
 * once the app has rendered. A value is typed in as a user would (an input event), so the form's
 * own state has it; a field the app has already filled keeps what it has.
 */
export function keepTyped(root: HTMLElement): () => void {
  const fields = () => [...root.querySelectorAll('input')].filter((input) => input.name)
  const typed = fields()
    .filter((input) => input.value)
    .map((input) => [input.name, input.value] as const)
  const active = document.activeElement
  const focused = active instanceof HTMLInputElement && root.contains(active) ? active.name : null
  return () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    for (const [name, value] of typed) {
      const field = fields().find((input) => input.name === name)
      if (!field || field.value) continue
      setValue?.call(field, value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    if (focused)
      fields()
        .find((input) => input.name === focused)
        ?.focus()
  }
}
