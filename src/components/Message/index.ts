export { Message, type MessageTone, type Notice } from './Message'
