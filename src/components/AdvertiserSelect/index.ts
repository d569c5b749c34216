export {
  AdvertiserSelect,
  type AdvertiserSelectChoice,
  type AdvertiserSelectProps,
} from './AdvertiserSelect'
