// What other features use of the delivery areas (scripts/check-imports.mjs).
export { useDeliveryLocations } from './api/get-delivery-locations.ts'
export { useDeliveryLocation } from './hooks/use-delivery-location.ts'
