// Which delivery area an address belongs to (issue 9 item 8, ADR 019): the one rule. The address
// form runs it as the shopper types, the address book's API runs it on every save, and checkout
// runs it again on the saved address (an admin may have changed an area's pincodes since), so an
// office in Marathahalli cannot be delivered as if it were in Koramangala.

/** A six-digit Indian postal code (schemas/pincodes.ts builds the zod schemas on it). */
export const PINCODE_PATTERN = /^[0-9]{6}$/

/** What the rule needs to know of an active area. */
export type AreaPincodes = { id: string; name: string; pincodes: readonly string[] }

export const AREA_REQUIRED_MESSAGE = 'Choose the delivery area of this address'

/** The address's pincode is in no active area: the store does not deliver there. */
export const outsideAreasMessage = (pincode: string) =>
  `Sorry, we do not deliver to pincode ${pincode} yet. Choose an address in one of our delivery areas.`

/** The pincode belongs to another area than the one chosen. */
export const wrongAreaMessage = (pincode: string, chosen: string, right: string | null) =>
  right
    ? `Pincode ${pincode} is in ${right}, not ${chosen}. Choose ${right} as the delivery area.`
    : `Pincode ${pincode} is not in ${chosen}.`

/**
 * An area without a pincode list takes every pincode: a store that added its areas before areas
 * had pincodes keeps delivering until an admin lists them (ADR 019).
 */
export function areaServes(area: AreaPincodes, pincode: string): boolean {
  return area.pincodes.length === 0 || area.pincodes.includes(pincode)
}

/** The area that lists this pincode (the quickest first, as `areas` are ordered), else null. */
export function areaForPincode<A extends AreaPincodes>(areas: readonly A[], pincode: string): A | null {
  return areas.find((area) => area.pincodes.includes(pincode)) ?? null
}

/**
 * What is wrong, with the names a page needs to say it in the shopper's language: `outside` (no
 * area delivers to the pincode), `choose` (no active area chosen) or `elsewhere` (the chosen
 * area does not serve the pincode; `right` is the one that does). `message` is the English text.
 */
export type AreaProblem = {
  kind: 'outside' | 'choose' | 'elsewhere'
  field: 'locationId' | 'pincode'
  outside: boolean
  pincode: string
  chosen: string | null
  right: string | null
  message: string
}

/**
 * Why an address cannot be delivered as it stands, or null when it can. `areas` are the store's
 * active areas; an area id not among them (inactive or deleted) counts as not chosen.
 */
export function addressAreaProblem(
  address: { pincode: string; locationId: string | null },
  areas: readonly AreaPincodes[],
): AreaProblem | null {
  const pincode = address.pincode.trim()
  const base = { pincode, chosen: null, right: null }
  if (!areas.some((area) => areaServes(area, pincode))) {
    return {
      ...base,
      kind: 'outside',
      field: 'pincode',
      outside: true,
      message: outsideAreasMessage(pincode),
    }
  }
  const chosen = areas.find((area) => area.id === address.locationId)
  if (!chosen) {
    return { ...base, kind: 'choose', field: 'locationId', outside: false, message: AREA_REQUIRED_MESSAGE }
  }
  if (!areaServes(chosen, pincode)) {
    const right = areaForPincode(areas, pincode)?.name ?? null
    return {
      kind: 'elsewhere',
      field: 'locationId',
      outside: false,
      pincode,
      chosen: chosen.name,
      right,
      message: wrongAreaMessage(pincode, chosen.name, right),
    }
  }
  return null
}

/** An area lists at most this many pincodes. */
export const PINCODE_LIST_MAX = 500

/** A pincode list as saved: no repeats, sorted. */
export function tidyPincodeList(list: readonly string[]): string[] {
  return [...new Set(list)].sort()
}

/** Reads an admin's pincode list: any separators (commas, spaces, new lines), duplicates dropped. */
export function readPincodeList(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))]
}
