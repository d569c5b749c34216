export { LoginScreen, type LoginScreenProps, type LoginValues } from './LoginScreen'
