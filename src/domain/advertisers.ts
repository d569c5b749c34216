import { linkFields, type LinkField } from './channels'

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

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Normalises one record; a record without a usable name is left out (the advertiser is chosen by
 * name, so it could never be chosen), and so is anything that is not an object.
 */
export function toAdvertiser(record: unknown): Advertiser | null {
  if (!isRecord(record)) return null
  const name = text(record.advertiser) ?? text(record.name)
  if (!name) return null
  const links: Partial<Record<LinkField, string>> = {}
  for (const field of linkFields) {
    const link = record[field]
    if (typeof link === 'string') links[field] = link
  }
  return { id: text(record.id) ?? text(record._id) ?? text(record.advertiserId), name, links }
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
