import { linkFields, type LinkField } from './channels'
import { asOptionalText, isRecord } from './values'

/**
 * An advertiser as the portal uses it, normalised from the backend's record (spec section 3): the
 * display name comes from `advertiser` or `name`, the id from `id`, `_id` or `advertiserId`, and
 * each channel's link from its own field. Anything else on the record is ignored.
 */
export interface Advertiser {
  readonly id: string | null
  readonly name: string
  readonly links: Readonly<Partial<Record<LinkField, string>>>
}

/**
 * Normalises one record; a record without a usable name is left out (the advertiser is chosen by
 * name, so it could never be chosen), and so is anything that is not an object.
 */
export function toAdvertiser(record: unknown): Advertiser | null {
  if (!isRecord(record)) return null
  const name = asOptionalText(record.advertiser) ?? asOptionalText(record.name)
  if (!name) return null
  const links: Partial<Record<LinkField, string>> = {}
  for (const field of linkFields) {
    const link = record[field]
    if (typeof link === 'string') links[field] = link
  }
  const id =
    asOptionalText(record.id) ?? asOptionalText(record._id) ?? asOptionalText(record.advertiserId)
  return { id, name, links }
}

export function toAdvertisers(records: readonly unknown[]): Advertiser[] {
  return records.map(toAdvertiser).filter((advertiser) => advertiser !== null)
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

/** The names for a dropdown: each once (first spelling wins), sorted alphabetically. */
export function advertiserNames(advertisers: readonly Advertiser[]): string[] {
  return [...new Set(advertisers.map((advertiser) => advertiser.name))].sort(byName.compare)
}

/** The first advertiser with this name: duplicates share a name, and the name is the choice. */
export function findByName(
  advertisers: readonly Advertiser[],
  name: string | null,
): Advertiser | undefined {
  return name === null ? undefined : advertisers.find((advertiser) => advertiser.name === name)
}

export function findById(
  advertisers: readonly Advertiser[],
  id: string | null,
): Advertiser | undefined {
  return id === null ? undefined : advertisers.find((advertiser) => advertiser.id === id)
}

/** How an advertiser is named in the address (`?advertiser=`): its id, else its name. */
export function advertiserKey(advertiser: Advertiser): string {
  return advertiser.id ?? advertiser.name
}

/** The advertiser an address names: by id, or by name for a record that has no id. */
export function findByKey(
  advertisers: readonly Advertiser[],
  key: string | null,
): Advertiser | undefined {
  return key === null
    ? undefined
    : advertisers.find((advertiser) => advertiserKey(advertiser) === key)
}
