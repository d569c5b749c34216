export {
  AdvertiserSelect,
  chooseAdvertiser,
  type AdvertiserOptions,
  type AdvertiserSelectProps,
} from './AdvertiserSelect'
