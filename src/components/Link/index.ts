export { Link, type LinkProps } from './Link'
export { Redirect } from './Redirect'
export { NavigationContext, useNavigation, type GoOptions, type Navigation } from './navigation'
