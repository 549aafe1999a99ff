import { randomBytes } from 'node:crypto'

// A version 7 UUID (RFC 9562): the first 48 bits are the Unix time in milliseconds, the next 12
// a counter within that millisecond, the rest random. Ids made by this process sort as they were
// made, also within one millisecond. Rows listed newest first by (created_at, id) need it as their
// tie-break: created_at is the transaction's now(), the same for two rows written together, and
// PGlite's clock counts whole milliseconds, so two notices a moment apart tied and came back in
// random-id order. Any 8-4-4-4-12 id is valid to the API (shared/ids.ts).

let lastMs = 0
let counter = 0

export function timeOrderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now
    counter = 0
  } else if (++counter > 0xfff) {
    // 4,096 ids in one millisecond: borrow the next one, so the order still holds.
    lastMs += 1
    counter = 0
  }
  const bytes = randomBytes(16)
  bytes.writeUIntBE(lastMs, 0, 6)
  bytes[6] = 0x70 | (counter >> 8)
  bytes[7] = counter & 0xff
  bytes[8] = 0x80 | (bytes[8]! & 0x3f)
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
