export { AdvertiserSelect, type AdvertiserSelectProps } from './AdvertiserSelect'
