/** What the page sends a waiting worker when the client chooses Reload: take over now. */
export const updateMessage = 'portal-take-over'
