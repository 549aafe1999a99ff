import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { authPost, cookieHeader, getMe } from '#server/auth/auth-test-helpers.ts'
import { loadConfig } from '#server/config.ts'
import { type Database, openDatabase } from '#server/db/database.ts'
import { type LocalSocket, startLocalSocket } from '#server/db/local-socket.ts'
import { PROJECT_ROOT } from '#server/paths.ts'
import type { TestApp } from '#server/test-support/test-app.ts'
import { openMigratedDataDir, openTestDatabase } from '#server/test-support/test-database.ts'
import { runCli } from './cli.ts'

const ADMIN = { email: 'Owner@Example.com', password: 'Mandi2025x' }

/** Runs one CLI command in-process; collects what it prints. */
async function cli(argv: string[], env: Record<string, string>) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, {
    env: { LOG_LEVEL: 'silent', ...env },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

/** The store's app on an open database, as main.ts builds it. */
async function appOn(database: Database, dataDir: string): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
  })
  const app = await buildApp({ config, database, logger: false, clientDir: join(dataDir, 'no-client') })
  await app.ready()
  return { app, database, db: database.db, config, dataDir, close: () => app.close() }
}

async function signInAsAdmin(t: TestApp) {
  const res = await authPost(t, '/sign-in/email', { email: ADMIN.email, password: ADMIN.password })
  expect(res.statusCode).toBe(200)
  return (await getMe(t, cookieHeader(res))).json()
}

// Every test starts from the migrated image (openMigratedDataDir): a fresh directory costs an
// initdb and every migration per test file, which took over 60 s with both cores busy. Each CLI
// call on a directory still opens PGlite (a few seconds under load), so the commands are tried
// through the running store's socket below, and on the directory only where that path matters.
describe('CLI on an embedded database nobody else holds', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'freshcart-cli-'))
  beforeAll(async () => {
    await (await openMigratedDataDir(dataDir)).close()
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('creates a verified admin who can sign in to the store', async () => {
    const created = await cli(
      ['create-user', '--email', ADMIN.email, '--password', ADMIN.password, '--admin', '--verified'],
      { DATA_DIR: dataDir },
    )
    expect(created).toMatchObject({ code: 0, out: 'Created owner@example.com (admin, verified).' })
    expect(created.err).toContain(`the embedded database in ${dataDir}`)
    expect(created.out + created.err).not.toContain(ADMIN.password)

    const again = await cli(['create-user', '--email', ADMIN.email, '--password', ADMIN.password], {
      DATA_DIR: dataDir,
    })
    expect(again).toMatchObject({ code: 1, err: expect.stringContaining('already exists') })

    const database = await openDatabase({ DATA_DIR: dataDir })
    const t = await appOn(database, dataDir)
    try {
      expect(await signInAsAdmin(t)).toMatchObject({ user: { email: 'owner@example.com' }, isAdmin: true })
    } finally {
      await t.close()
      await database.close()
    }
  })

  it('refuses bad usage and weak passwords before touching anything', async () => {
    expect((await cli(['frobnicate'], { DATA_DIR: dataDir })).code).toBe(2)
    expect((await cli(['grant-admin', '--emial', 'x@y.z'], { DATA_DIR: dataDir })).code).toBe(2)
    const weak = await cli(['create-user', '--email', 'w@example.com', '--password', 'short'], {
      DATA_DIR: dataDir,
    })
    expect(weak).toMatchObject({ code: 1, err: expect.stringContaining('at least 8 characters') })
  })
})

describe('CLI while a store holds the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'freshcart-cli-live-'))
  let database: Database
  let socket: LocalSocket
  let t: TestApp
  beforeAll(async () => {
    database = await openMigratedDataDir(dataDir)
    t = await appOn(database, dataDir)
    socket = await startLocalSocket(database.pglite!, { dataDir, log: t.app.log })
  })
  afterAll(async () => {
    await socket.stop()
    await t.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('goes through the socket instead of opening the directory, and the store sees the result at once', async () => {
    // The store keeps answering while the CLI works.
    const health = Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: '/api/health' })))
    const created = await cli(
      ['create-user', '--email', ADMIN.email, '--password', ADMIN.password, '--verified'],
      { DATA_DIR: dataDir },
    )
    expect(created.code).toBe(0)
    expect(created.err).toContain(`the running store's database (pid ${process.pid}, ${socket.socketDir})`)
    expect((await health).map((r) => r.statusCode)).toEqual([200, 200, 200])

    expect(await signInAsAdmin(t)).toMatchObject({ isAdmin: false })
    expect((await cli(['grant-admin', '--email', ADMIN.email], { DATA_DIR: dataDir })).code).toBe(0)
    expect(await signInAsAdmin(t)).toMatchObject({ isAdmin: true })
  })

  it('grants, revokes and lists', async () => {
    const env = { DATA_DIR: dataDir }
    expect(
      await cli(
        ['create-user', '--email', 'clerk@example.com', '--password', 'Counter12x', '--name', 'Ravi'],
        env,
      ),
    ).toMatchObject({ code: 0 })
    expect(await cli(['grant-admin', '--email', 'CLERK@example.com'], env)).toMatchObject({
      code: 0,
      out: 'clerk@example.com is now an admin.',
    })
    const listed = await cli(['list-users'], env)
    expect(listed.out).toMatch(/clerk@example\.com\s+Ravi\s+no\s+admin/)
    expect(listed.out).toMatch(/owner@example\.com\s+-\s+yes\s+admin/)
    expect(await cli(['revoke-admin', '--email', 'clerk@example.com'], env)).toMatchObject({
      out: 'clerk@example.com is no longer an admin.',
    })
    expect(await cli(['grant-admin', '--email', 'ghost@example.com'], env)).toMatchObject({
      code: 1,
      err: expect.stringContaining('No user has the email ghost@example.com'),
    })
  })

  it('works as a separate process (npm run cli)', async () => {
    const run = promisify(execFile)
    const { stdout } = await run(
      process.execPath,
      // As `npm run cli` starts it: scripts/tool.mjs, from the sources through tsx here.
      ['scripts/tool.mjs', 'cli', 'list-users'],
      {
        cwd: PROJECT_ROOT,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      },
    )
    expect(stdout).toMatch(/owner@example\.com\s+-\s+yes\s+admin/)
  })
})

describe.runIf(inject('pgTemplate'))('CLI with DATABASE_URL', () => {
  it('uses PostgreSQL and never the data directory', async () => {
    const database = await openTestDatabase()
    try {
      const dataDir = mkdtempSync(join(tmpdir(), 'freshcart-cli-pg-'))
      const env = { DATA_DIR: dataDir, DATABASE_URL: database.connectionString! }
      const created = await cli(
        ['create-user', '--email', 'pg@example.com', '--password', 'Postgres1x', '--admin'],
        env,
      )
      expect(created).toMatchObject({ code: 0, err: expect.stringContaining('PostgreSQL') })
      expect((await cli(['list-users'], env)).out).toMatch(/pg@example\.com\s+-\s+no\s+admin/)
      rmSync(dataDir, { recursive: true, force: true })
    } finally {
      await database.close()
    }
  })
})
