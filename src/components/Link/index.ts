export { Link, type LinkProps } from './Link'
export {
  NavigationContext,
  usePortalNavigation,
  type GoOptions,
  type Navigation,
} from './navigation'
