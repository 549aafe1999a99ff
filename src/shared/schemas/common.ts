import { z } from 'zod'

/** Any id the database's `uuid` type holds (shared/ids.ts `UUID_PATTERN`, the same rule). */
export const IdSchema = z.guid({ message: 'must be a valid id' })
export const IdParamsSchema = z.object({ id: IdSchema })

/** Query-string boolean: 'true'/'1' and 'false'/'0'. */
export const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1')

export const PaiseSchema = z.number().int().nonnegative()
/** Timestamps travel as ISO strings. */
export const DateTimeSchema = z.iso.datetime({ offset: true })

export const OkSchema = z.object({ ok: z.literal(true) })

/**
 * Control characters no person types: C0 controls other than tab, line feed and carriage return,
 * and DEL. PostgreSQL cannot store NUL in text at all (every such field answered 500). Every
 * request's query, path and JSON body is checked against this one rule on the server
 * (server/plugins/control-characters.ts), CSV cells likewise.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters'

export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true
  }
  return false
}

/** Paths ('address.city', 'items.0.name') of the strings in `value` that hold control characters; keys count too. */
export function controlCharacterPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path] : []
  if (value === null || typeof value !== 'object') return []
  const found: string[] = []
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key
    if (hasControlCharacters(key)) found.push(at)
    else found.push(...controlCharacterPaths(inner, at))
  }
  return found
}
