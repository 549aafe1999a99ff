import { useSyncExternalStore } from 'react'
import { readStored, writeStored } from '#client/lib/storage.ts'
import type { DeliveryLocation } from '#shared/schemas/catalog.ts'
import { useDeliveryLocations } from '../api/get-delivery-locations.ts'

const STORAGE_KEY = 'freshcart:delivery-location'
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function chooseDeliveryLocation(id: string) {
  writeStored(STORAGE_KEY, id)
  for (const listener of listeners) listener()
}

/**
 * The chosen delivery area: the saved choice while it is still active, else the first (quickest)
 * active one (spec section 4). `selected` is undefined while loading or when there are none.
 */
export function useDeliveryLocation() {
  const query = useDeliveryLocations()
  const savedId = useSyncExternalStore(
    subscribe,
    () => readStored(STORAGE_KEY),
    () => null,
  )
  const locations = query.data ?? []
  const selected: DeliveryLocation | undefined = locations.find((l) => l.id === savedId) ?? locations[0]
  return { ...query, locations, selected, choose: chooseDeliveryLocation }
}
