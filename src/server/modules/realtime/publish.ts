import { type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'

/** The one channel every server instance LISTENs on; the hub fans events out to sockets by topic. */
export const EVENTS_CHANNEL = 'freshcart_events'

export type RealtimeTopic = `user:${string}` | 'admin:orders'
export type RealtimeEvent = { topic: RealtimeTopic; type: string; payload: Record<string, unknown> }

/**
 * Queues an event with pg_notify inside the caller's transaction: PostgreSQL delivers it only
 * if the transaction commits, so a socket never hears of a change that was rolled back.
 * Keep payloads small (ids and statuses): NOTIFY payloads are limited to 8000 bytes and clients
 * refetch the details they show.
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
 * One pg_notify whose payload is computed by the statement itself (a figure only the database
 * knows at that moment), in the same event shape as `publish`.
 */
export function notifyCallWithSqlPayload(topic: RealtimeTopic, type: string, payload: SQL): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, json_build_object('topic', ${topic}::text, 'type', ${type}::text, 'payload', ${payload})::text)`
}
