import type pg from 'pg'

/**
 * How long a statement of an ordinary request may wait behind checkout's before it goes first
 * itself: checkout cannot starve the rest of the store, however many orders come at once.
 */
export const CHECKOUT_FIRST_MAX_WAIT_MS = 250

/** Thrown to a statement that waited this long for a connection (database-errors.ts: 503). */
const WAIT_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect'

type Waiter = { go(): void; since: number; timer?: NodeJS.Timeout }

/**
 * The pool's connections as `permits`, handed to statements in two queues: checkout's (placing an
 * order, reporting a payment) and everyone else's. A free permit goes to checkout's oldest waiter
 * first, unless the other queue's oldest has waited `maxWaitMs` (ADR 076). Within a queue, first
 * come first served, as node-postgres's own queue.
 */
export class CheckoutFirstGate {
  private free: number
  private readonly first: Waiter[] = []
  private readonly rest: Waiter[] = []

  constructor(
    permits: number,
    private readonly timeoutMs: number,
    private readonly maxWaitMs = CHECKOUT_FIRST_MAX_WAIT_MS,
    private readonly now: () => number = performance.now.bind(performance),
  ) {
    this.free = permits
  }

  /** Waiting statements: checkout's and the rest. */
  get waiting() {
    return { first: this.first.length, rest: this.rest.length }
  }

  acquire(checkout: boolean): Promise<void> {
    if (this.free > 0) {
      this.free--
      return Promise.resolve()
    }
    const queue = checkout ? this.first : this.rest
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        since: this.now(),
        go: () => {
          clearTimeout(waiter.timer)
          resolve()
        },
      }
      waiter.timer = setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1)
        reject(new Error(WAIT_TIMEOUT_MESSAGE))
      }, this.timeoutMs)
      waiter.timer.unref()
      queue.push(waiter)
    })
  }

  release(): void {
    const rest = this.rest[0]
    const next =
      rest && (this.first.length === 0 || this.now() - rest.since >= this.maxWaitMs)
        ? this.rest.shift()
        : this.first.shift()
    if (next) next.go()
    else this.free++
  }
}

/**
 * Puts `pool` behind a CheckoutFirstGate with as many permits as the pool has connections, and
 * answers a second face of the same pool whose statements and transactions go in checkout's
 * queue (a Drizzle instance over it is `Database.checkoutDb`). Only the promise forms are gated:
 * node-postgres's own `query` calls `connect` with a callback, under a permit already taken.
 */
export function checkoutFirst(pool: pg.Pool, gate: CheckoutFirstGate): pg.Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown

  async function gatedQuery(checkout: boolean, config: unknown, values: unknown) {
    await gate.acquire(checkout)
    try {
      return await query(config, values)
    } finally {
      gate.release()
    }
  }
  async function gatedConnect(checkout: boolean): Promise<pg.PoolClient> {
    await gate.acquire(checkout)
    let client: pg.PoolClient
    try {
      client = (await connect()) as pg.PoolClient
    } catch (err) {
      gate.release()
      throw err
    }
    const release = client.release.bind(client)
    let released = false
    client.release = (err?: Error | boolean) => {
      if (!released) {
        released = true
        gate.release()
      }
      return release(err)
    }
    return client
  }

  const face = (checkout: boolean) => ({
    query(...args: unknown[]) {
      // The callback form, and a submittable (a cursor), which answers no promise, go ungated.
      const first = args[0] as { submit?: unknown } | null
      if (args.length > 2 || typeof args[1] === 'function' || typeof first?.submit === 'function')
        return query(...args)
      return gatedQuery(checkout, args[0], args[1])
    },
    connect(...args: unknown[]) {
      if (typeof args[0] === 'function') return connect(...args)
      return gatedConnect(checkout)
    },
  })
  Object.assign(pool, face(false))
  // The same pool (its clients, events and `instanceof pg.Pool`, which Drizzle's transactions
  // check), seen through checkout's queue.
  return Object.assign(Object.create(pool) as pg.Pool, face(true))
}
