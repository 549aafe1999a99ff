const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids in URLs are UUIDs; anything else cannot name a product or category. */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value)
}
