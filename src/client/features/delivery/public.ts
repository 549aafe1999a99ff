// What other features use of the delivery areas (scripts/check-imports.mjs), and the one promise
// before checkout (ADR 020).
export { useDeliveryLocations } from './api/get-delivery-locations.ts'
export { useDeliveryLocation } from './hooks/use-delivery-location.ts'
export { useShopPromise } from './hooks/use-shop-promise.ts'
