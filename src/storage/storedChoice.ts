import type { StoredChoice } from '../domain/advertiserChoice'
import { readStored, writeStored } from './browserStorage'

/** The stored advertiser choice (spec section 3: selectedAdvertiserName, selectedAdvertiserId). */
export const readStoredChoice = (): StoredChoice => ({
  name: readStored('advertiserName'),
  id: readStored('advertiserId'),
})

/** Keeps `choice` for the pages opened later (nulls clear it). */
export function writeStoredChoice(choice: StoredChoice) {
  writeStored({ advertiserName: choice.name, advertiserId: choice.id })
}
