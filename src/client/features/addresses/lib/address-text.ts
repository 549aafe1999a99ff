import type { Address } from '#shared/schemas/account.ts'

/** One line of an address as typed: lines, landmark (as typed, issue 9 item 2), city, state - pincode. */
export function addressText(
  a: Pick<Address, 'addressLine1' | 'addressLine2' | 'landmark' | 'city' | 'state' | 'pincode'>,
) {
  return `${[a.addressLine1, a.addressLine2, a.landmark, a.city, a.state].filter(Boolean).join(', ')} - ${a.pincode}`
}
