export { AuthLayout } from './AuthLayout'
