import { journeys } from './journeys'
import { startWebKit } from './webkit'

journeys(startWebKit)
