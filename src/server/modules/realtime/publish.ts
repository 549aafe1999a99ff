import { type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/database.ts'
import type { RealtimeEvent, RealtimeEventType, RealtimePayload, RealtimeTopic } from '#shared/realtime.ts'

/** The one channel every server instance LISTENs on; the hub fans events out to sockets by topic. */
export const EVENTS_CHANNEL = 'freshcart_events'

/**
 * Queues an event with pg_notify inside the caller's transaction: PostgreSQL delivers it only
 * if the transaction commits, so a socket never hears of a change that was rolled back.
 * Only events of the catalogue (src/shared/realtime.ts) with their payload types can be
 * published; keep payloads small (ids and statuses): NOTIFY payloads are limited to 8000 bytes
 * and clients refetch the details they show.
 */
export async function publish(tx: Db | Tx, event: RealtimeEvent): Promise<void> {
  await publishAll(tx, [event])
}

/** Several events in one round trip. */
export async function publishAll(tx: Db | Tx, events: RealtimeEvent[]): Promise<void> {
  if (events.length === 0) return
  await tx.execute(sql`SELECT ${notifyCalls(events)}`)
}

/** The pg_notify calls that publish these events, for a caller that selects them with other work. */
export function notifyCalls(events: RealtimeEvent[]): SQL {
  return sql.join(
    events.map((e) => sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(e)})`),
    sql`, `,
  )
}

/**
 * notifyCalls for a statement built once per shape (db/shaped-statement.ts): `count` calls whose
 * payloads are the placeholders `<name>0`, `<name>1`…, each an event as JSON (notifyValues).
 */
export function notifyPlaceholders(count: number, name: string): SQL {
  return sql.join(
    Array.from(
      { length: count },
      (_, i) => sql`pg_notify(${EVENTS_CHANNEL}, ${sql.placeholder(`${name}${i}`)})`,
    ),
    sql`, `,
  )
}

/** The values of notifyPlaceholders' placeholders for these events. */
export function notifyValues(events: RealtimeEvent[], name: string): Record<string, string> {
  return Object.fromEntries(events.map((e, i) => [`${name}${i}`, JSON.stringify(e)]))
}

/**
 * One pg_notify whose payload is computed by the statement itself (a figure only the database
 * knows at that moment), in the same event shape as `publish`. The payload is declared with the
 * event's type (`sql<RealtimePayload<'cart.updated'>>`…), which only the SQL can make true.
 * The topic may be SQL too (`'user:' || …`) when the statement finds the user itself.
 */
export function notifyCallWithSqlPayload<T extends RealtimeEventType>(
  topic: RealtimeTopic | SQL<string>,
  type: T,
  payload: SQL<RealtimePayload<T>>,
): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, json_build_object('topic', ${topic}::text, 'type', ${type}::text, 'payload', ${payload})::text)`
}
