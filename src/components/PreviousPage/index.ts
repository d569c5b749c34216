export { PreviousPageButton } from './PreviousPageButton'
export { useGoBack } from './useGoBack'
