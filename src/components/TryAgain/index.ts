export { useTryAgain } from './useTryAgain'
export { LoadFailed } from './LoadFailed'
