import { formatDate } from '#client/lib/format-date.ts'
import { historyNoteText } from '#client/lib/history-note-text.ts'
import { useLocale } from '#client/lib/i18n.ts'
import type { OrderHistoryEntry } from '#shared/schemas/orders.ts'
import { OrderStatusBadge } from './order-status.tsx'

/** 'Status History', newest first: every change with its note and time (decisions.md 4). */
export function StatusHistory({ history }: { history: OrderHistoryEntry[] }) {
  useLocale() // the notes follow a language switch
  return (
    <ol className="flex flex-col gap-3">
      {history.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <OrderStatusBadge status={entry.status} />
            {entry.notes ? (
              <p className="mt-1 text-sm text-muted-foreground">{historyNoteText(entry.notes)}</p>
            ) : null}
          </div>
          <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
            {formatDate(entry.createdAt, 'dateTime')}
          </time>
        </li>
      ))}
    </ol>
  )
}
