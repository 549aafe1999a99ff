import { translate } from '#server/lib/i18n.ts'
import type { HistoryNoteId } from '#shared/history-notes.ts'

/**
 * A note the store writes on an order's status history, in the history catalogue's English: pages
 * show it in the reader's language (shared/history-notes.ts).
 */
export function historyNote(id: HistoryNoteId, values?: Record<string, string>): string {
  return translate('en', id, values)
}
