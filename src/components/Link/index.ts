export { Link, type LinkProps } from './Link'
export { NavigationContext, useNavigation, type Navigation } from './navigation'
