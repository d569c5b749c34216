export { EmailField, PasswordField, type FormFieldProps } from './FormFields'
export { TextField, type TextFieldProps } from './TextField'
