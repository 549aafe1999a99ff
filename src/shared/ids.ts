/**
 * What names a row: any 8-4-4-4-12 hex id, as PostgreSQL's `uuid` type takes it. Not only the
 * RFC 9562 versions (zod's `z.uuid()`): a store's ids may come from elsewhere (the large seed
 * wrote md5s as ids before it wrote version 4), and an id the database holds must never be
 * refused by the API (a 400 for its product page) or fail the API's own answer (a 500 on home).
 * The one rule for ids in URLs, bodies, CSV rows and answers (schemas/common.ts `IdSchema`).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids in URLs are UUIDs; anything else cannot name a product or category. */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value)
}
