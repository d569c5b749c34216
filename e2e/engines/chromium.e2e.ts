import { startChromium } from './chromium'
import { journeys } from './journeys'

journeys(startChromium)
