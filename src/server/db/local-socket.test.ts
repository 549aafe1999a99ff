import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  findRunningServer,
  type LocalSocket,
  localSocketUrl,
  SERVER_INFO_FILE,
  startLocalSocket,
} from './local-socket.ts'
import { openPglite } from './pglite-database.ts'

const quiet = { info() {}, warn() {} }

describe('local socket: the running server shares its PGlite with local tools', () => {
  let dataDir: string
  let pglite: PGlite
  let socket: LocalSocket
  const count = async () => (await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]!.n
  const client = async () => {
    const c = new pg.Client({
      connectionString: localSocketUrl({ pid: process.pid, socketDir: socket.socketDir }),
    })
    await c.connect()
    return c
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'freshcart-socket-'))
    pglite = await openPglite()
    await pglite.exec('CREATE TABLE t (id int)')
    socket = await startLocalSocket(pglite, { dataDir, log: quiet, idleHoldMs: 300 })
  })
  afterAll(async () => {
    await socket.stop()
    await pglite.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('announces itself in DATA_DIR/server.json and is found while it answers', async () => {
    expect(await findRunningServer(dataDir)).toEqual({ pid: process.pid, socketDir: join(dataDir, 'socket') })
    const other = mkdtempSync(join(tmpdir(), 'freshcart-stale-'))
    expect(await findRunningServer(other)).toBeNull()
    // A file left by a crashed server (dead pid) does not count.
    writeFileSync(
      join(other, SERVER_INFO_FILE),
      JSON.stringify({ pid: 2 ** 22 + 7, socketDir: socket.socketDir }),
    )
    expect(await findRunningServer(other)).toBeNull()
    rmSync(other, { recursive: true, force: true })
  })

  it('is a Unix socket only its owner may open, with no TCP port unless asked for', async () => {
    // Other local users cannot reach the socket: its folder is 0700, the socket itself 0600.
    expect(statSync(socket.socketDir).mode & 0o777).toBe(0o700)
    expect(statSync(join(socket.socketDir, '.s.PGSQL.5432')).mode & 0o777).toBe(0o600)
    expect(socket.port).toBeUndefined()
    const c = await client()
    expect((await c.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
    await c.end()

    // PGLITE_SOCKET_PORT: TCP on 127.0.0.1 as well, announced in server.json.
    const other = mkdtempSync(join(tmpdir(), 'freshcart-tcp-'))
    const both = await startLocalSocket(pglite, { dataDir: other, port: 0, log: quiet })
    expect(both.port).toBeGreaterThan(0)
    expect(await findRunningServer(other)).toEqual({
      pid: process.pid,
      socketDir: both.socketDir,
      socketPort: both.port,
    })
    const tcp = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${both.port}/postgres` })
    await tcp.connect()
    expect((await tcp.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }])
    await tcp.end()
    await both.stop()
    rmSync(other, { recursive: true, force: true })
  })

  it("keeps a tool's statement out of the app's transaction", async () => {
    const c = await client()
    let toolInsert: Promise<unknown> | undefined
    const appTx = pglite
      .transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (1)')
        // The tool writes while the app is inside its transaction. The app rolls back as soon as
        // the socket side asks for PGlite's transaction lock (it must wait for it), or as soon as
        // the tool's INSERT is done if it did not wait (the bug this test is about).
        const lockWanted = new Promise<void>((asked) => {
          vi.spyOn(pglite, '_runExclusiveTransaction').mockImplementationOnce(function (this: PGlite, fn) {
            asked()
            vi.mocked(pglite._runExclusiveTransaction).mockRestore()
            return pglite._runExclusiveTransaction(fn)
          })
        })
        toolInsert = c.query('INSERT INTO t VALUES ($1)', [100])
        await Promise.race([lockWanted, toolInsert])
        throw new Error('app rolls back')
      })
      .catch(() => {})
    await appTx
    await toolInsert
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
    // The app's read is queued before this round trip through the socket: had it not been held
    // back, it would have answered first.
    expect((await c.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 2 }])
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
    const second = await startLocalSocket(pglite, { dataDir: other, log: quiet })
    expect(await findRunningServer(other)).not.toBeNull()
    await second.stop()
    expect(await findRunningServer(other)).toBeNull()
    rmSync(other, { recursive: true, force: true })
  })
})
