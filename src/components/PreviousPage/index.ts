export { PreviousPageButton } from './PreviousPageButton'
