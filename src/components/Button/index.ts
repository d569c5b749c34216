export { Button, type ButtonProps, type ButtonVariant } from './Button'
export { SubmitButton, type SubmitButtonProps } from './SubmitButton'
