import { startFirefox } from './firefox'
import { journeys } from './journeys'

journeys(startFirefox)
