export { FailureMessage, Message, type MessageTone, type Notice } from './Message'
