export { LiveRegion, StatusText, writeAfterMs } from './LiveRegion'
