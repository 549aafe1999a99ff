import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from './database.ts'
import { findRunningServer, type LocalSocket, SERVER_INFO_FILE, startLocalSocket } from './local-socket.ts'

const quiet = { info() {}, warn() {} }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('local socket: the running server shares its PGlite with local tools', () => {
  let dataDir: string
  let pglite: PGlite
  let socket: LocalSocket
  const count = async () => (await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]!.n
  const client = async () => {
    const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${socket.port}/postgres` })
    await c.connect()
    return c
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'freshcart-socket-'))
    pglite = await openPglite()
    await pglite.exec('CREATE TABLE t (id int)')
    socket = await startLocalSocket(pglite, { dataDir, port: 0, log: quiet, idleHoldMs: 300 })
  })
  afterAll(async () => {
    await socket.stop()
    await pglite.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('announces itself in DATA_DIR/server.json and is found while it answers', async () => {
    expect(await findRunningServer(dataDir)).toEqual({ pid: process.pid, socketPort: socket.port })
    const other = mkdtempSync(join(tmpdir(), 'freshcart-stale-'))
    expect(await findRunningServer(other)).toBeNull()
    // A file left by a crashed server (dead pid) does not count.
    writeFileSync(
      join(other, SERVER_INFO_FILE),
      JSON.stringify({ pid: 2 ** 22 + 7, socketPort: socket.port }),
    )
    expect(await findRunningServer(other)).toBeNull()
    rmSync(other, { recursive: true, force: true })
  })

  it("keeps a tool's statement out of the app's transaction", async () => {
    const c = await client()
    const appTx = pglite
      .transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (1)')
        await sleep(150)
        throw new Error('app rolls back')
      })
      .catch(() => {})
    await sleep(20)
    await c.query('INSERT INTO t VALUES ($1)', [100])
    await appTx
    await c.end()
    expect((await pglite.query('SELECT id FROM t')).rows).toEqual([{ id: 100 }])
  })

  it("holds the app's queries back while a tool is inside a transaction", async () => {
    const c = await client()
    await c.query('BEGIN')
    await c.query('INSERT INTO t VALUES (200)')
    let seen: number | undefined
    const appRead = count().then((n) => {
      seen = n
    })
    await sleep(100)
    expect(seen).toBeUndefined()
    await c.query('ROLLBACK')
    await appRead
    expect(seen).toBe(1)
    await c.end()
  })

  it('rolls back a transaction a tool abandons, by disconnecting or by going quiet', async () => {
    const gone = await client()
    await gone.query('BEGIN')
    await gone.query('INSERT INTO t VALUES (300)')
    await gone.end()
    expect(await count()).toBe(1)

    const idle = await client()
    idle.on('error', () => {})
    await idle.query('BEGIN')
    await idle.query('INSERT INTO t VALUES (400)')
    const started = Date.now()
    expect(await count()).toBe(1)
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    await idle.end().catch(() => {})
  })

  it('forgets server.json when stopped', async () => {
    const other = mkdtempSync(join(tmpdir(), 'freshcart-stop-'))
    const second = await startLocalSocket(pglite, { dataDir: other, port: 0, log: quiet })
    expect(await findRunningServer(other)).not.toBeNull()
    await second.stop()
    expect(await findRunningServer(other)).toBeNull()
    rmSync(other, { recursive: true, force: true })
  })
})
