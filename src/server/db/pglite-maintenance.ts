import { sql } from 'drizzle-orm'
import { type Db, queryRows } from './database.ts'

// PGlite runs PostgreSQL in single-user mode: there is no autovacuum. Every order rewrites its
// products' stock and its slot's count, every cart change a cart row, every sign-in a session,
// and a rating or price change a product's search postings: without VACUUM the dead rows and
// index entries stay, the tables and indexes only grow, and plans run on the statistics of the
// day the store was set up. So a store on PGlite vacuums and analyses its tables itself, one at a
// time (PGlite has one session: requests wait only for the table being vacuumed, not for all),
// a while after it starts (never in the way of its start, a migration's rewrite included) and
// then every few hours. On PostgreSQL, its own autovacuum does this.

/** After the start: late enough to stay out of the start's way. */
export const FIRST_VACUUM_AFTER_MS = 10 * 60 * 1000
/** Then this often. */
export const VACUUM_EVERY_MS = 6 * 60 * 60 * 1000

/** VACUUM (ANALYZE) of every table of the store, one by one; the tables done. */
export async function vacuumTables(db: Db, stopping: () => boolean = () => false): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )
  const done: string[] = []
  for (const { name } of tables) {
    if (stopping()) break
    await db.execute(sql.raw(`VACUUM (ANALYZE) "${name.replaceAll('"', '""')}"`))
    done.push(name)
  }
  return done
}
