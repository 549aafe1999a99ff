// Keeps the catalogue caches of this instance true to the database (ADR 027).
//
// Triggers raise catalog_changes.version in the transaction of every change a catalogue page
// shows, so the new version becomes visible exactly when the change does. A request that finds
// the version unread for a second reads it (one primary-key read, shared by the requests that
// arrive meanwhile) and, when it moved, every cache of the catalogue is forgotten; a load that
// began before is not kept (TtlCache.clear). So a page is at most ~1 s behind any write, on every
// instance, with nothing to deliver between instances. If the read fails (database away), the
// caches keep what they hold, bounded by their TTL, and the next request a second later tries again.
import type { Db } from '#server/db/database.ts'
import { catalogChanges } from '#server/db/schema.ts'

/** How long a read of the version vouches for the caches. */
export const FRESHNESS_CHECK_MS = 1_000

type Logger = { warn(obj: object, msg: string): void }

export class CatalogFreshness {
  #version: number | undefined
  #checkedAt = Number.NEGATIVE_INFINITY
  #pending: Promise<void> | undefined

  constructor(
    private readonly db: Db,
    /** Awaited: requests that waited for the check see what it reloaded. */
    private readonly onChange: () => void | Promise<void>,
    private readonly log: Logger,
    private readonly intervalMs = FRESHNESS_CHECK_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Nothing when the version was read within the interval (the hot path awaits nothing);
   * otherwise a promise that settles (never rejects) once it has been read.
   */
  check(): Promise<void> | undefined {
    const elapsed = this.now() - this.#checkedAt
    // A clock set back (elapsed < 0) counts as due, or it would stop the checks.
    if (elapsed >= 0 && elapsed < this.intervalMs) return undefined
    this.#pending ??= this.#read().finally(() => {
      this.#pending = undefined
    })
    return this.#pending
  }

  async #read(): Promise<void> {
    // Whatever committed before this moment is seen by the read below.
    const startedAt = this.now()
    try {
      const [row] = await this.db.select({ version: catalogChanges.version }).from(catalogChanges)
      const version = Number(row?.version ?? 0)
      // The first read clears too: nothing was cached before it that it could vouch for.
      if (version !== this.#version) await this.onChange()
      this.#version = version
    } catch (err) {
      this.log.warn(
        { err },
        'catalogue cache: could not read catalog_changes; keeping entries until their TTL',
      )
    }
    this.#checkedAt = startedAt
  }
}
