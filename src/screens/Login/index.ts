export { LoginScreen, type LoginScreenProps, type LoginValues, type Notice } from './LoginScreen'
