export { Message, type MessageTone } from './Message'
