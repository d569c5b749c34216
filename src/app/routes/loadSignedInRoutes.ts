import { lazyPage } from './lazyPage'

/**
 * The signed-in pages' part of the route table (the guard, the shell, every page, the
 * redirects). /login's first download does without it: main.tsx awaits it before the first
 * render of any other page, and sign-in asks for it once it has painted.
 */
export const SignedInRoutes = lazyPage(() => import('../SignedInRoutes'))
