import type messages from './i18n/en/history.json'

// The notes the store itself writes on an order's status history (issue 15): 'Order placed',
// 'UPI payment received (reference …)', 'Delivery partner: …'. They are stored as the English of
// the history catalogue, so every order, old or new, reads the same; whoever shows one finds each
// part by that English and shows the catalogue's text in the shown language. A note an admin typed
// is their own words and is shown as written.

export type HistoryNoteId = keyof typeof messages

/** Parts of one note: the store's own, then an admin's, joined by this. */
export const NOTE_SEPARATOR = ' · '

/** A message as a catalogue holds it: ICU text, or (compiled by the client's build) its parts. */
type Stored = string | readonly unknown[]

/** A message's fixed text and argument names, in order: 'A {x} b' → ['A ', 'x', ' b']. */
function pieces(message: Stored): { texts: string[]; names: string[] } {
  const texts: string[] = ['']
  const names: string[] = []
  const parts: unknown[] = Array.isArray(message)
    ? [...message]
    : String(message)
        .split(/\{(\w+)\}/)
        .map((part, i) => (i % 2 === 1 ? [part] : part))
  for (const part of parts) {
    if (Array.isArray(part)) {
      names.push(String(part[0]))
      texts.push('')
    } else texts[texts.length - 1] += String(part)
  }
  return { texts, names }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export type NotePart = { id: HistoryNoteId; values: Record<string, string> } | { text: string }

/**
 * Reads stored notes against the English history catalogue (JSON on the server, compiled on the
 * client): each part the store wrote becomes its id and arguments, anything else stays text.
 */
export function historyNoteReader(english: Record<HistoryNoteId, Stored>) {
  let patterns: { id: HistoryNoteId; pattern: RegExp; names: string[] }[] | undefined
  return (notes: string): NotePart[] => {
    patterns ??= (Object.keys(english) as HistoryNoteId[]).map((id) => {
      const { texts, names } = pieces(english[id])
      // Greedy: a name may hold ', ' (the partner's), the phone or reference after it never does.
      return { id, names, pattern: new RegExp(`^${texts.map(escapeRegExp).join('(.+)')}$`, 's') }
    })
    return notes.split(NOTE_SEPARATOR).map((part) => {
      for (const { id, pattern, names } of patterns!) {
        const match = pattern.exec(part)
        if (match) return { id, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) }
      }
      return { text: part }
    })
  }
}
