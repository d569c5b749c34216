export { useTryAgain } from './useTryAgain'
