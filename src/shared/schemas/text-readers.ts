import { parseRupeesToPaise } from '../money.ts'

// Values written as text (a form's inputs, a CSV cell) → the values an API body schema checks.
// These readers only turn text into numbers and booleans; every rule about the values (required,
// more than 0, at most ₹999999, whole stock) is the body schema's, so a form, the CSV import and
// the API refuse the same input with the same words (issue 16 item 2).

export type TextRead = { ok: true; value: unknown } | { ok: false; message: string }

const value = (v: unknown): TextRead => ({ ok: true, value: v })
const fail = (message: string): TextRead => ({ ok: false, message })

/** Trimmed text; blank is left out (undefined), so the schema's default or 'required' applies. */
export function readText(text: string): TextRead {
  const t = text.trim()
  return value(t === '' ? undefined : t)
}

/**
 * Rupees ('₹1,299.50', '45', '-5') → paise, exactly. A sign is read, so that '-5' reaches the
 * schema as -500 and is refused as not more than 0 rather than as not a number.
 */
export function readRupees(text: string, notANumber: string): TextRead {
  const t = text.trim()
  if (t === '') return value(undefined)
  const negative = t.startsWith('-')
  const paise = parseRupeesToPaise(negative ? t.slice(1) : t)
  if (paise === null) return fail(notANumber)
  return value(negative ? -paise : paise)
}

/** '1,000' → 1000; '-2' and '1.5' are read as numbers for the schema to refuse. */
export function readNumber(text: string, notANumber: string): TextRead {
  const t = text.trim().replaceAll(',', '')
  if (t === '') return value(undefined)
  if (!/^[+-]?\d{1,12}(\.\d+)?$/.test(t)) return fail(notANumber)
  return value(Number(t))
}

/** A percentage ('5', '0.25', '18%') → basis points (500, 25, 1800); blank is left out. */
export function readPercent(text: string, invalid: string): TextRead {
  const t = text.trim().replace(/\s*%$/, '')
  if (t === '') return value(undefined)
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(t)
  if (!match) return fail(invalid)
  return value(Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')))
}

const YES = new Set(['true', '1', 'yes'])
const NO = new Set(['false', '0', 'no'])

/** Spec section 5: 'true' or '1' (also 'yes'); 'false', '0', 'no'; blank is left out. */
export function readYesNo(text: string, invalid: string): TextRead {
  const t = text.trim().toLowerCase()
  if (t === '') return value(undefined)
  if (YES.has(t)) return value(true)
  if (NO.has(t)) return value(false)
  return fail(invalid)
}

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string }

/**
 * A schema's refusal as a form or a CSV row shows it: the first message for each field, added to
 * `fields` unless a reader already said what is wrong with that field.
 */
export function addFieldMessages<K extends string>(
  fields: Partial<Record<K, string>>,
  issues: readonly Issue[],
  known?: (name: string) => name is K,
): void {
  for (const issue of issues) {
    const name = String(issue.path[0])
    if (known && !known(name)) continue
    fields[name as K] ??= issue.message
  }
}
