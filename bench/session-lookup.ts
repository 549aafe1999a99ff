// npx tsx bench/session-lookup.ts [-- --requests 2000 --rounds 3 --database postgres://…]
//
// Who is signed in, on every personal request: the project's one-query lookup from the signed
// cookie (auth/session-cookie.ts, A) against better-auth's getSession with its cookieCache (B:
// the session and user ride in a second signed cookie for `maxAge`, no database read while it
// is fresh) and plain getSession (C: session, then user). Issue 16 item 5, ADR 022.
//
// One app per variant on one database (PGlite in a temp folder, or PostgreSQL with --database),
// a verified shopper signed in through /api/auth/sign-in/email, then GET /api/me via inject,
// interleaved A, B, C, A, B, C … Prints requests/s and CPU ms per request: this process (server,
// plus the database on PGlite, which runs in-process) and, on PostgreSQL, the database backends'
// CPU from pg_stat_activity pids' /proc stat.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { hashPassword } from 'better-auth/crypto'
import { eq, sql } from 'drizzle-orm'
import { buildApp } from '../src/server/app.ts'
import { loadConfig } from '../src/server/config.ts'
import { type Database, openDatabase, queryRows } from '../src/server/db/database.ts'
import { migrateDatabase } from '../src/server/db/migrate.ts'
import { accounts, users } from '../src/server/db/schema.ts'

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '3' },
    database: { type: 'string' },
  },
})
const REQUESTS = Number(args.requests)
const ROUNDS = Number(args.rounds)
const ORIGIN = 'http://localhost:3000'
const PASSWORD = 'Bench1pass'
const TICKS = 100 // USER_HZ on Linux

type Variant = 'A one-query cookie lookup' | 'B better-auth cookieCache' | 'C better-auth getSession'

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'freshcart-session-bench-'))
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    SEED_DEMO_DATA: 'false',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    ...(args.database ? { DATABASE_URL: args.database } : {}),
  }
  const config = loadConfig(env)
  const database = await openDatabase(config)
  await migrateDatabase(database)
  const email = `bench-${Date.now()}@example.com`
  await makeVerifiedUser(database, email)

  const apps = new Map<Variant, { app: Awaited<ReturnType<typeof buildApp>>; cookie: string }>()
  for (const variant of [
    'A one-query cookie lookup',
    'B better-auth cookieCache',
    'C better-auth getSession',
  ] as Variant[]) {
    const app = await buildApp({ config, database, logger: false, clientDir: join(dataDir, 'no-client') })
    await app.ready()
    if (variant !== 'A one-query cookie lookup') {
      // Only better-auth decides: the one-query path always defers to it.
      app.readSessionCookie = async () => undefined
    }
    if (variant === 'B better-auth cookieCache') {
      const options = app.auth.options as { session: Record<string, unknown> }
      options.session.cookieCache = { enabled: true, maxAge: 5 * 60 }
      const ctx = (await app.auth.$context) as { options: { session: Record<string, unknown> } }
      ctx.options.session.cookieCache = { enabled: true, maxAge: 5 * 60 }
    }
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
      headers: { origin: ORIGIN },
      remoteAddress: `10.9.${apps.size}.1`,
    })
    if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`)
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    apps.set(variant, { app, cookie })
  }

  const totals = new Map<Variant, { ms: number; cpu: number; db: number; n: number }>()
  for (let round = 0; round < ROUNDS; round++) {
    for (const [variant, { app, cookie }] of apps) {
      // Warm up (statement caches, JIT), then measure.
      for (let i = 0; i < 100; i++) await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
      const dbBefore = await databaseCpuTicks(database)
      const cpuBefore = process.cpuUsage()
      const start = performance.now()
      for (let i = 0; i < REQUESTS; i++) {
        const res = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
        if (res.statusCode !== 200) throw new Error(`${variant}: ${res.statusCode} ${res.body}`)
      }
      const ms = performance.now() - start
      const cpu = process.cpuUsage(cpuBefore)
      const db = ((await databaseCpuTicks(database)) - dbBefore) * (1000 / TICKS)
      const t = totals.get(variant) ?? { ms: 0, cpu: 0, db: 0, n: 0 }
      totals.set(variant, {
        ms: t.ms + ms,
        cpu: t.cpu + (cpu.user + cpu.system) / 1000,
        db: t.db + db,
        n: t.n + REQUESTS,
      })
      console.log(
        `round ${round + 1} ${variant}: ${Math.round((REQUESTS / ms) * 1000)} req/s, ` +
          `${((cpu.user + cpu.system) / 1000 / REQUESTS).toFixed(3)} CPU ms/req here` +
          (database.kind === 'postgres' ? `, ${(db / REQUESTS).toFixed(3)} CPU ms/req in PostgreSQL` : ''),
      )
    }
  }
  console.log(`\n${database.kind}, ${ROUNDS} interleaved rounds × ${REQUESTS} GET /api/me each:`)
  for (const [variant, t] of totals) {
    console.log(
      `  ${variant.padEnd(28)} ${Math.round((t.n / t.ms) * 1000)} req/s, ` +
        `${(t.cpu / t.n).toFixed(3)} CPU ms/req ${database.kind === 'pglite' ? '(server + PGlite)' : '(server)'}` +
        (database.kind === 'postgres' ? ` + ${(t.db / t.n).toFixed(3)} CPU ms/req (PostgreSQL)` : ''),
    )
  }
  for (const { app } of apps.values()) await app.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}

async function makeVerifiedUser(database: Database, email: string) {
  const id = crypto.randomUUID()
  await database.db.insert(users).values({ id, name: 'Bench', email, emailVerified: true })
  await database.db.insert(accounts).values({
    id: crypto.randomUUID(),
    userId: id,
    accountId: id,
    providerId: 'credential',
    password: await hashPassword(PASSWORD),
  })
  return database.db.select().from(users).where(eq(users.id, id))
}

/** CPU ticks of this database's PostgreSQL backends (0 on PGlite, which runs in this process). */
async function databaseCpuTicks(database: Database): Promise<number> {
  if (database.kind !== 'postgres') return 0
  const rows = await queryRows<{ pid: number }>(
    database.db,
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
  )
  let ticks = 0
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {}
  }
  return ticks
}

await main()
