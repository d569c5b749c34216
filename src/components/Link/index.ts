export { Link, type LinkProps } from './Link'
export { Redirect } from './Redirect'
export { NavigationContext, useNavigation, type Navigation } from './navigation'
