import { startChromium } from './chromium'
import { journeys } from './journeys'

// On a phone only: the desktop journeys in Chromium are the end-to-end tests' own, with the same
// steps and more (keyboard.e2e.ts: the 2,000-advertiser search and every viewer action with the
// focus at each, the password popup and Logout; account.e2e.ts: KPIs, notifications, the
// password; session.e2e.ts: a wrong password). The phone's More actions menu is tested here.
journeys(startChromium, ['phone'])
