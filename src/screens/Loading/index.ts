export { LoadingScreen } from './LoadingScreen'
