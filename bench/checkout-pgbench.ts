// npx tsx bench/checkout-pgbench.ts [-- --clients 10,50 --seconds 10 --rounds 3 --port 4620]
//
// Checkout against the database's own limit (issue 13 item 4): pgbench running exactly the SQL
// this server sends for one shopper's cycle (PUT /api/cart/items/:id for 1-3 products, then
// POST /api/orders), interleaved with the real server under bench/checkout.ts's load at the
// same concurrency. PostgreSQL only; database checkout_pgbench unless --db-name.
//
// The SQL is captured from the server itself: the app runs in this process on the bench
// database with a hook on every pooled connection's query(), and one shopper's cycles of 1, 2
// and 3 lines go through app.inject with the session cookie. Each captured statement becomes a
// pgbench command with the same text; its parameters become pgbench variables where they depend
// on the shopper or the product (the client's own shopper by :client_id, a product drawn per
// line), gen_random_uuid()
// for ids made per order, a random uuid per cycle for the order's id (made in the process and
// used by several statements), :r_orderNumber for the number the read drew (\gset), and
// literals otherwise. pgbench runs the three scripts with equal weights (the load's 1-3 lines),
// -M prepared (the server names every statement, ADR 014), one shopper per client.
//
// Printed per round: FreshCart orders/s, p50/p99 of POST /api/orders, CPU per order of the
// server and PostgreSQL; pgbench cycles/s and PostgreSQL CPU per cycle; the ratio.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { buildApp } from '../src/server/app.ts'
import { loadConfig } from '../src/server/config.ts'
import { openDatabase } from '../src/server/db/database.ts'
import { benchCheckout, freshPostgres, type Prepared, prepare, SECRET, sessionCookie } from './checkout.ts'
import { backendsCpuMs } from './lib/cpu.ts'

type Captured = { text: string; values: unknown[] }
type Cycle = {
  lines: number
  requests: { what: string; statements: Captured[] }[]
  orderId?: string
  orderNumber?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Prepares the database as bench/checkout.ts does (pgbench's client n is shopper n). */
async function prepareDatabase(url: string, shoppers: number) {
  const database = await openDatabase({ DATABASE_URL: url, DATA_DIR: '' })
  try {
    const prepared = await prepare(database, shoppers)
    return prepared
  } finally {
    await database.close()
  }
}

/** One shopper's cycles of 1, 2 and 3 lines through the app, with every statement it sent. */
async function captureCycles(url: string, p: Prepared): Promise<Cycle[]> {
  const database = await openDatabase({ DATABASE_URL: url, DATA_DIR: '', DATABASE_STATEMENT_CACHE: true })
  let current: Captured[] = []
  database.pool!.on('connect', (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof config === 'string') current.push({ text: config, values: (values ?? []) as unknown[] })
      else if (config && typeof (config as pg.QueryConfig).text === 'string') {
        const c = config as pg.QueryConfig
        current.push({ text: c.text, values: (values ?? c.values ?? []) as unknown[] })
      }
      return query(config, values, callback)
    }) as typeof client.query
  })
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'checkout-pgbench-')),
    PUBLIC_URL: 'http://127.0.0.1:4699',
    SEED_DEMO_DATA: 'false',
    BETTER_AUTH_SECRET: SECRET,
  })
  const app = await buildApp({ config, database, logger: false })
  await app.ready()
  const who = p.shoppers.at(-1)!
  const third = Math.floor(p.productIds.length / 3)
  const cycles: Cycle[] = []
  try {
    // A first request refreshes the minted session through better-auth (it expires in a day),
    // which the load's warm-up does too: not part of a cycle.
    await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(who.token) } })
    for (const lines of [1, 2, 3]) {
      const cycle: Cycle = { lines, requests: [] }
      for (let i = 0; i < lines; i++) {
        current = []
        const res = await app.inject({
          method: 'PUT',
          url: `/api/cart/items/${p.productIds[i * third]}`,
          headers: { cookie: sessionCookie(who.token) },
          payload: { quantity: 1 + (i % 2) },
        })
        if (res.statusCode !== 200) throw new Error(`PUT cart answered ${res.statusCode}: ${res.body}`)
        cycle.requests.push({ what: `PUT /api/cart/items (line ${i + 1})`, statements: current })
      }
      current = []
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: sessionCookie(who.token), 'idempotency-key': `capture-${lines}` },
        payload: {
          addressId: who.addressId,
          locationId: p.locationId,
          slotId: p.roomySlot,
          paymentMethod: 'cod',
        },
      })
      if (res.statusCode !== 201) throw new Error(`POST /api/orders answered ${res.statusCode}: ${res.body}`)
      const placed = JSON.parse(res.body) as { id: string; orderNumber: string }
      cycle.requests.push({ what: 'POST /api/orders', statements: current })
      cycles.push(cycle)
      cycle.orderId = placed.id
      cycle.orderNumber = placed.orderNumber
    }
  } finally {
    await app.close()
    await database.close()
  }
  return cycles
}

/** A literal pgbench leaves alone: an E'' string with every ':' written \072 (pgbench reads :name). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  // As node-postgres sends a parameter: dates as ISO text, objects as JSON.
  const s =
    value instanceof Date
      ? value.toISOString()
      : Array.isArray(value)
        ? `{${value.map((v) => JSON.stringify(String(v))).join(',')}}`
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value)
  return `E'${s.replaceAll('\\', '\\\\').replaceAll("'", "''").replaceAll(':', '\\072')}'`
}

/** The cycle as a pgbench script. */
function pgbenchScript(cycle: Cycle, p: Prepared, token: string): string {
  const who = p.shoppers.at(-1)!
  const third = Math.floor(p.productIds.length / 3)
  const out: string[] = ['-- Captured from FreshCart (bench/checkout-pgbench.ts); one shopper per client.']
  out.push('\\set o1 random(0, 9223372036854775806)', '\\set o2 random(0, 9223372036854775806)')
  const productExpr = new Map<string, string>()
  for (let i = 0; i < cycle.lines; i++) {
    const slice = p.productIds.slice(i * third, (i + 1) * third)
    out.push(`\\set p${i + 1} random(1, ${slice.length})`)
    productExpr.set(p.productIds[i * third]!, `('{${slice.join(',')}}'::uuid[])[:p${i + 1}]`)
  }
  const keep = new Set([p.roomySlot, p.locationId])
  const replace = (v: unknown): string => {
    // The client's own shopper, by its number (checkout.ts: shopperId, shopperToken, shopperAddressId).
    if (v === who.id) return `('bench-shopper-' || :client_id::text)`
    if (v === token) return `('bench-token-' || :client_id::text || '-${SECRET.length}')`
    if (v === who.addressId) return `('00000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0'))::uuid`
    if (typeof v === 'string' && productExpr.has(v)) return productExpr.get(v)!
    // The order's id is made in the process (one per cycle, used in several places); its
    // number is drawn by the read statement (\gset r_ below).
    if (v === cycle.orderId)
      return `(lpad(to_hex(:o1::bigint), 16, '0') || lpad(to_hex(:o2::bigint), 16, '0'))::uuid`
    if (v === cycle.orderNumber) return ':r_orderNumber'
    // The cycle's Idempotency-Key, the same in the read and the write: a value per cycle, as the
    // server sends one, never a volatile call the read's lookup by key could not seek with.
    if (typeof v === 'string' && v.startsWith('capture-'))
      return `('bench-' || :o1::text || '-' || :o2::text)`
    if (typeof v === 'string' && v.startsWith(`${who.id}\n`)) return 'gen_random_uuid()::text'
    if (typeof v === 'string' && UUID.test(v) && !keep.has(v)) return 'gen_random_uuid()'
    return literal(v)
  }
  for (const request of cycle.requests) {
    out.push(`-- ${request.what}: ${request.statements.length} statements`)
    for (const st of request.statements) {
      // $10 before $1.
      let text = st.text
      for (let k = st.values.length; k >= 1; k--) {
        const value = st.values[k - 1]
        text = text.replace(new RegExp(`\\$${k}(?![0-9])`, 'g'), () => replace(value))
      }
      text = text.replaceAll(/\s*\n\s*/g, ' ').trim()
      // The order number drawn by the read, for the write.
      out.push(text.includes("nextval('order_number_seq')") ? `${text} \\gset r_` : `${text};`)
    }
  }
  return `${out.join('\n')}\n`
}

function run(command: string, args: string[]): Promise<{ code: number; stdout: string; pid: number }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let stdout = ''
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString()
    })
    child.on('error', reject)
    child.on('exit', (code) => resolvePromise({ code: code ?? 1, stdout, pid: child.pid! }))
  })
}

async function runPgbench(opts: {
  url: string
  admin: pg.Client
  dbName: string
  scripts: string[]
  clients: number
  seconds: number
}) {
  const u = new URL(opts.url)
  const args = [
    '-n',
    '-M',
    'prepared',
    '-c',
    String(opts.clients),
    '-j',
    '2',
    '-T',
    String(opts.seconds),
    '-h',
    u.hostname,
    '-p',
    u.port || '5432',
    '-U',
    decodeURIComponent(u.username || 'postgres'),
    ...opts.scripts.flatMap((s) => ['-f', `${s}@1`]),
    opts.dbName,
  ]
  // A warm-up run (connections, prepared statements, caches), then the measured one.
  await run(
    'pgbench',
    args.map((a, i) => (args[i - 1] === '-T' ? '2' : a)),
  )
  // pgbench's backends end with it, before a reading after the run could see them: they are
  // read every 200 ms during the run, and each counts from its first reading to its last.
  const first = new Map<number, number>()
  const last = new Map<number, number>()
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      for (const [pid, ms] of await backendsCpuMs(opts.admin, opts.dbName)) {
        if (!first.has(pid)) first.set(pid, ms)
        last.set(pid, ms)
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  })()
  const own0 = childrenCpuMs()
  const r = await run('pgbench', args)
  const own1 = childrenCpuMs()
  sampling = false
  await sampler
  let dbMs = 0
  for (const [pid, ms] of last) dbMs += ms - (first.get(pid) ?? ms)
  if (r.code !== 0) throw new Error(`pgbench failed:\n${r.stdout}`)
  const tps = Number(/tps = ([\d.]+)/.exec(r.stdout)?.[1] ?? Number.NaN)
  const latency = Number(/latency average = ([\d.]+) ms/.exec(r.stdout)?.[1] ?? Number.NaN)
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(r.stdout)?.[1] ?? 0)
  const failed = Number(/number of failed transactions: (\d+)/.exec(r.stdout)?.[1] ?? 0)
  const n = Math.max(1, transactions)
  return {
    cyclesPerSec: tps,
    latencyAverageMs: latency,
    transactions,
    failed,
    databaseMsPerCycle: Number((dbMs / n).toFixed(2)),
    pgbenchMsPerCycle: Number(((own1 - own0) / n).toFixed(2)),
  }
}

/** CPU of this process's finished children (pgbench), in ms, from /proc/self/stat (cutime + cstime). */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(f[13]) + Number(f[14])) * 10
}

async function main() {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '10,50' },
      seconds: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
      port: { type: 'string', default: '4620' },
      'db-name': { type: 'string', default: 'checkout_pgbench' },
      'pg-url': {
        type: 'string',
        default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      },
      'capture-only': { type: 'boolean', default: false },
    },
  })
  const adminUrl = values['pg-url']
  const dbName = values['db-name']
  const clientCounts = values.clients.split(',').map(Number)
  const seconds = Number(values.seconds)
  const shoppers = Math.max(200, ...clientCounts) + 1

  // The scripts, captured from this checkout's server.
  const url = await freshPostgres(adminUrl, dbName)
  const prepared = await prepareDatabase(url, shoppers)
  const cycles = await captureCycles(url, prepared)
  const dir = mkdtempSync(join(tmpdir(), 'checkout-pgbench-'))
  const scripts = cycles.map((c) => {
    const file = join(dir, `cycle-${c.lines}-lines.sql`)
    writeFileSync(file, pgbenchScript(c, prepared, prepared.shoppers.at(-1)!.token))
    return file
  })
  console.log(`Statements per request (round trips), captured from the server; scripts in ${dir}:`)
  for (const c of cycles) {
    const parts = c.requests.map((r) => `${r.what} ${r.statements.length}`)
    const total = c.requests.reduce((s, r) => s + r.statements.length, 0)
    console.log(`  ${c.lines} line(s): ${parts.join(', ')} = ${total}`)
  }
  if (values['capture-only']) return

  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  type Row = { round: number; clients: number; freshcart: unknown; pgbench: unknown; ratio: number }
  const rows: Row[] = []
  try {
    for (let round = 1; round <= Number(values.rounds); round++) {
      for (const clients of clientCounts) {
        // FreshCart on a fresh database (as bench/checkout.ts), then pgbench.
        const fcUrl = await freshPostgres(adminUrl, `${dbName}_server`)
        const fc = await benchCheckout({
          label: 'postgres',
          env: { DATABASE_URL: fcUrl, DATA_DIR: '/tmp/checkout-pgbench-pgdata' },
          port: Number(values.port),
          shoppers: clients,
          seconds,
          built: false,
          pgAdminUrl: adminUrl,
          skipContention: true,
        })
        // pgbench on the database its scripts were captured from (their slot and product ids).
        const pb = await runPgbench({ url, admin, dbName, scripts, clients, seconds })
        const ratio = fc.load.ordersPerSec / pb.cyclesPerSec
        rows.push({ round, clients, freshcart: { load: fc.load, cpu: fc.cpu }, pgbench: pb, ratio })
        console.log(
          `round ${round}, ${clients} clients: FreshCart ${fc.load.ordersPerSec} orders/s ` +
            `(POST /api/orders p50 ${fc.load.orderLatencyMs.p50} ms, p99 ${fc.load.orderLatencyMs.p99} ms; ` +
            `CPU/order server ${fc.cpu.serverMsPerOrder} ms, PostgreSQL ${fc.cpu.databaseMsPerOrder} ms) · ` +
            `pgbench ${pb.cyclesPerSec.toFixed(1)} cycles/s (${pb.failed} failed; CPU/cycle PostgreSQL ${pb.databaseMsPerCycle} ms, ` +
            `pgbench ${pb.pgbenchMsPerCycle} ms) · ratio ${(ratio * 100).toFixed(0)}% · load ${loadavg()
              .map((l) => l.toFixed(1))
              .join(' ')}`,
        )
      }
    }
  } finally {
    await admin.end()
  }
  console.log('\nFreshCart / pgbench, per round:')
  for (const clients of clientCounts) {
    const rs = rows.filter((r) => r.clients === clients).map((r) => r.ratio)
    console.log(
      `  ${clients} clients: ${rs.map((r) => `${(r * 100).toFixed(0)}%`).join(', ')} (min–max ${(Math.min(...rs) * 100).toFixed(0)}–${(Math.max(...rs) * 100).toFixed(0)}%)`,
    )
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}
