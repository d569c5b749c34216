/** Roles are compared after lower-casing and removing underscores and spaces (spec section 5). */
export function normaliseRole(role: unknown): string {
  return typeof role === 'string' ? role.toLowerCase().replace(/[_\s]/g, '') : ''
}

/** Only the role client may enter the portal (spec section 6). */
export function isClientRole(role: unknown): boolean {
  return normaliseRole(role) === 'client'
}
