// npx tsx bench/checkout-cpu.ts [-- --cycles 600 --rounds 3 --db-name checkout_cpu --baseline <checkout>]
//
// The server's own CPU per checkout cycle, without the noise of a closed loop on two shared
// cores: one shopper's cycles (PUT /api/cart/items for 1-3 products, then POST /api/orders),
// one request at a time through app.inject in this process, on PostgreSQL (so the database's
// work is in its own processes, not here). Printed per round: this process's CPU (user +
// system) per cycle and per request. Requests go through the whole app (routing, hooks,
// validation, the use case, the driver, serialisation) but not HTTP parsing or sockets.
//
// --baseline <another checkout> runs the same in that checkout (its own bench/checkout-cpu.ts
// is not needed: this file is run there with its sources) on its own database, interleaved
// round by round (A, B, A, B), and prints both ranges.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const { values: opts } = parseArgs({
  options: {
    cycles: { type: 'string', default: '600' },
    rounds: { type: 'string', default: '3' },
    'db-name': { type: 'string', default: 'checkout_cpu' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    baseline: { type: 'string' },
    /** Internal: run one measurement in this process and print it as JSON. */
    once: { type: 'boolean', default: false },
  },
})

type Result = { cpuPerCycle: number; cpuPerRequest: number; cycles: number; requests: number }

async function measureOnce(): Promise<Result> {
  const { buildApp } = await import(resolve('src/server/app.ts'))
  const { loadConfig } = await import(resolve('src/server/config.ts'))
  const { openDatabase } = await import(resolve('src/server/db/database.ts'))
  const { freshPostgres, prepare, SECRET, sessionCookie } = await import(resolve('bench/checkout.ts'))
  const url = await freshPostgres(opts['pg-url']!, opts['db-name']!)
  const database = await openDatabase({ DATABASE_URL: url, DATA_DIR: '', DATABASE_STATEMENT_CACHE: true })
  const p = await prepare(database, 1)
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'checkout-cpu-')),
    PUBLIC_URL: 'http://127.0.0.1:4699',
    SEED_DEMO_DATA: 'false',
    BETTER_AUTH_SECRET: SECRET,
    // One shopper places every order: as bench/checkout.ts, the write limit is not measured here.
    WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
  })
  const app = await buildApp({ config, database, logger: false })
  await app.ready()
  const who = p.shoppers[0]!
  const cookie = sessionCookie(who.token)
  let requests = 0
  const cycle = async (n: number) => {
    const lines = 1 + (n % 3)
    for (let i = 0; i < lines; i++) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/cart/items/${p.productIds[(n * 7 + i * 13) % p.productIds.length]}`,
        headers: { cookie },
        payload: { quantity: 1 + (i % 2) },
      })
      if (res.statusCode !== 200) throw new Error(`PUT cart answered ${res.statusCode}: ${res.body}`)
      requests++
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie, 'idempotency-key': `cpu-${n}-${Math.random()}` },
      payload: {
        addressId: who.addressId,
        locationId: p.locationId,
        slotId: p.roomySlot,
        paymentMethod: 'cod',
      },
    })
    if (res.statusCode !== 201) throw new Error(`POST /api/orders answered ${res.statusCode}: ${res.body}`)
    requests++
  }
  try {
    // Warm-up: the first requests compile and plan; better-auth refreshes the minted session.
    await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    for (let n = 0; n < 60; n++) await cycle(n)
    const cycles = Number(opts.cycles)
    requests = 0
    const before = process.cpuUsage()
    for (let n = 0; n < cycles; n++) await cycle(n)
    const used = process.cpuUsage(before)
    const ms = (used.user + used.system) / 1000
    return { cpuPerCycle: ms / cycles, cpuPerRequest: ms / requests, cycles, requests }
  } finally {
    await app.close()
    await database.close()
  }
}

if (opts.once) {
  console.log(JSON.stringify(await measureOnce()))
  process.exit(0)
}

const here = fileURLToPath(import.meta.url)
const builds = [
  ...(opts.baseline ? [{ name: 'A', dir: resolve(opts.baseline) }] : []),
  { name: opts.baseline ? 'B' : 'this', dir: process.cwd() },
]
const results = new Map<string, Result[]>(builds.map((b) => [b.name, []]))
for (let round = 1; round <= Number(opts.rounds); round++) {
  for (const build of round % 2 ? builds : [...builds].reverse()) {
    // Each run in a fresh process in its checkout, with this file's copy there.
    const script = join(build.dir, 'bench', '.checkout-cpu-run.ts')
    copyFileSync(here, script)
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        script,
        '--once',
        '--cycles',
        opts.cycles!,
        '--db-name',
        `${opts['db-name']}_${build.name.toLowerCase()}`,
        '--pg-url',
        opts['pg-url']!,
      ],
      { cwd: build.dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    )
    if (r.status !== 0) throw new Error(`${build.name} failed`)
    const result = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Result
    results.get(build.name)!.push(result)
    console.log(
      `round ${round}, ${build.name}: ${result.cpuPerCycle.toFixed(3)} ms CPU a cycle, ${result.cpuPerRequest.toFixed(3)} ms a request (${result.cycles} cycles, ${result.requests} requests)`,
    )
  }
}
for (const [name, rs] of results) {
  const c = rs.map((r) => r.cpuPerCycle)
  console.log(`${name}: ${Math.min(...c).toFixed(3)}–${Math.max(...c).toFixed(3)} ms of server CPU a cycle`)
}
