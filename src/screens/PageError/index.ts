export { PageErrorScreen } from './PageErrorScreen'
export { PageNotLoadedScreen } from './PageNotLoadedScreen'
