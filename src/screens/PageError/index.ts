export { PageErrorScreen } from './PageErrorScreen'
