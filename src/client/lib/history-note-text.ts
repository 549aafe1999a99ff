import { historyNoteReader, NOTE_SEPARATOR } from '#shared/history-notes.ts'
import messages from '#shared/i18n/en/history.json'
import { currentLocale, translator } from './i18n.ts'

// A status-history note in the shown language (shared/history-notes.ts): the parts the store
// wrote from the history catalogue, an admin's own words as they typed them.

const t = translator(messages)
const read = historyNoteReader(messages)

export function historyNoteText(notes: string): string {
  if (currentLocale() === 'en') return notes
  return read(notes)
    .map((part) => ('id' in part ? t(part.id, part.values) : part.text))
    .join(NOTE_SEPARATOR)
}
