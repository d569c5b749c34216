export { AuthenticatingScreen } from './AuthenticatingScreen'
