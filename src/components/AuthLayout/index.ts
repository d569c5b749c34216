export { AuthForm, type AuthFormProps } from './AuthForm'
export { AuthLayout } from './AuthLayout'
