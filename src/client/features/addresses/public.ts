// The one address book (issue 16 item 2): what the profile's address page and checkout use.
export { ADDRESSES_QUERY_KEY, useAddresses } from './api/addresses.ts'
export { AddressArea } from './components/address-area.tsx'
export { AddressCard } from './components/address-card.tsx'
export { InlineAddressForm } from './components/lazy-inline-address-form.tsx'
export { useAddressArea } from './hooks/use-address-area.ts'
export { addressText } from './lib/address-text.ts'
export { areaProblemText } from './lib/area-problem-text.ts'
