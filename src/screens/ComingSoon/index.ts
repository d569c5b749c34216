export { ComingSoonScreen } from './ComingSoonScreen'
