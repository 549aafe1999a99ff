import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CheckoutFirstGate } from './checkout-first.ts'
import { type Database, postgresDatabase, queryRows } from './database.ts'
import { isDatabaseUnavailable } from './database-errors.ts'

/** A gate on a clock the test moves, and the order in which its waiters were let through. */
function gateOn(permits: number, maxWaitMs = 250) {
  let t = 0
  const gate = new CheckoutFirstGate(permits, 5000, maxWaitMs, () => t)
  const through: string[] = []
  const wait = (name: string, checkout: boolean) =>
    gate.acquire(checkout).then(() => {
      through.push(name)
    })
  return { gate, through, wait, advance: (ms: number) => (t += ms) }
}

describe('CheckoutFirstGate', () => {
  it('lets checkout’s waiters through before those that came earlier', async () => {
    const { gate, through, wait } = gateOn(1)
    await gate.acquire(false)
    const waits = [wait('cart 1', false), wait('cart 2', false), wait('order 1', true), wait('order 2', true)]
    expect(gate.waiting).toEqual({ first: 2, rest: 2 })
    for (let i = 0; i < 4; i++) {
      gate.release()
      await Promise.resolve()
    }
    await Promise.all(waits)
    expect(through).toEqual(['order 1', 'order 2', 'cart 1', 'cart 2'])
  })

  it('lets an ordinary statement go first once it has waited the longest allowed', async () => {
    const { gate, through, wait, advance } = gateOn(1, 250)
    await gate.acquire(true)
    const waits = [wait('cart', false)]
    advance(249)
    waits.push(wait('order 1', true))
    gate.release()
    await waits[1]
    expect(through).toEqual(['order 1'])
    advance(1)
    waits.push(wait('order 2', true))
    gate.release()
    await waits[0]
    gate.release()
    await Promise.all(waits)
    expect(through).toEqual(['order 1', 'cart', 'order 2'])
  })

  it('hands back a permit nobody waits for, up to the number it started with', async () => {
    const { gate, through, wait } = gateOn(2)
    await gate.acquire(false)
    await gate.acquire(true)
    gate.release()
    gate.release()
    await Promise.all([wait('a', false), wait('b', true)])
    expect(gate.waiting).toEqual({ first: 0, rest: 0 })
    const third = wait('c', false)
    expect(gate.waiting).toEqual({ first: 0, rest: 1 })
    gate.release()
    await third
    expect(through).toEqual(['a', 'b', 'c'])
  })

  it('fails a statement that waited past the timeout as a lost database (503) and forgets it', async () => {
    vi.useFakeTimers()
    try {
      const gate = new CheckoutFirstGate(1, 5000)
      await gate.acquire(false)
      const late = gate.acquire(true)
      const caught = late.catch((err: unknown) => err)
      vi.advanceTimersByTime(5000)
      const err = await caught
      expect(err).toBeInstanceOf(Error)
      expect(isDatabaseUnavailable(err)).toBe(true)
      expect(gate.waiting).toEqual({ first: 0, rest: 0 })
      // The permit is still the first holder's; handed back, it is free for the next one.
      gate.release()
      await gate.acquire(false)
    } finally {
      vi.useRealTimers()
    }
  })
})

const url = process.env.TEST_DATABASE_URL

// The gate stands in front of node-postgres's pool: it runs in the PostgreSQL pass of the suite.
describe.skipIf(!url)('checkout first on PostgreSQL (ADR 076)', () => {
  let database: Database | undefined
  afterEach(async () => {
    await database?.close()
    database = undefined
  })

  it('runs checkout’s statement first when the pool is busy, and both answer', async () => {
    database = postgresDatabase(url!, 1)
    const { db, checkoutDb } = database
    const done: string[] = []
    // The pool's one connection, held by a transaction of an ordinary request.
    let letGo!: () => void
    const held = new Promise<void>((resolve) => {
      letGo = resolve
    })
    const busy = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`)
      await held
    })
    await vi.waitFor(() => expect(database!.pool!.totalCount).toBe(1))
    const cart = queryRows<{ n: number }>(db, sql`SELECT ${1}::int AS n`).then((rows) => {
      done.push('cart')
      return rows
    })
    const order = queryRows<{ n: number }>(checkoutDb, sql`SELECT ${2}::int AS n`).then((rows) => {
      done.push('order')
      return rows
    })
    letGo()
    await busy
    expect(await order).toEqual([{ n: 2 }])
    expect(await cart).toEqual([{ n: 1 }])
    expect(done).toEqual(['order', 'cart'])
  })

  it('gives the connection back after a failed statement and after a transaction on checkout’s side', async () => {
    database = postgresDatabase(url!, 1)
    const { db, checkoutDb } = database
    await expect(queryRows(checkoutDb, sql`SELECT 1/${0}::int`)).rejects.toThrow()
    const inTx = await checkoutDb.transaction((tx) =>
      queryRows<{ n: number }>(tx, sql`SELECT ${3}::int AS n`),
    )
    expect(inTx).toEqual([{ n: 3 }])
    await expect(
      checkoutDb.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    // With one connection, this answers only if every permit above was given back.
    expect(await queryRows<{ n: number }>(db, sql`SELECT ${4}::int AS n`)).toEqual([{ n: 4 }])
  })
})
