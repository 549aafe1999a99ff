// npm run bench -- --only compare --baseline <dir> [--rounds 3 --seconds 5 --products 100000]
//
// Interleaved comparison (issue 13): in each round, the baseline build (A: another checkout with
// its own `npm run build`, e.g. main before a change), this build (B) and the limit (L: a
// minimal Fastify in bench/lib/bytes-server.mjs returning bytes captured from B) each serve the
// same category listings, one server at a time, in the order A, B, L (a fresh start for each of
// the cached scenarios, plain and br, so that a run stays within the page TTL); then A, B and L with
// the page cache off, where L is a minimal Fastify over node-postgres running the statements
// FreshCart ran for each URL (bench/lib/sql-server.mjs, captured through the listing service). Every figure is printed per round and as a range, with the CPU each
// request cost the server process and the PostgreSQL backends of its database (from /proc),
// which varies far less than req/s on a shared machine. PostgreSQL only (database
// freshcart_perf_bench unless --compare-db; the baseline must understand its migrations, i.e. be
// an ancestor).
import { mkdtempSync, writeFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { createCatalogCaches } from '../src/server/modules/catalog/catalog-cache.ts'
import { listCategoryProducts } from '../src/server/modules/catalog/product-listing.ts'
import { ProductFiltersSchema } from '../src/shared/schemas/catalog.ts'
import { ensurePgDatabase, listingCases, listingPath, openForBench, prepareCatalogue } from './catalog.ts'
import { backendsCpuDelta, backendsCpuMs, processCpuMs, threadCpuMs } from './lib/cpu.ts'
import { type LoadResult, load } from './lib/load.ts'
import { median, startServer, stopServer } from './lib/server-process.ts'

type Variant = 'A' | 'B' | 'L'
type Scenario = 'cached' | 'cached-br' | 'uncached'
type Measure = LoadResult & {
  serverCpuMsPerRequest: number
  /** Of which the server's main thread (the rest: V8's compiler and GC helpers, libuv's pool). */
  mainThreadCpuMsPerRequest: number
  dbCpuMsPerRequest: number
}

const HEADERS: Record<Scenario, Record<string, string>> = {
  cached: {},
  'cached-br': { 'accept-encoding': 'br' },
  uncached: {},
}

export async function runCompare(opts: {
  baselineDir: string
  pgAdminUrl: string
  products: number
  seconds: number
  rounds: number
  connections: number
  /** The servers' LOG_LEVEL: warn (default) logs no request, info two lines per request. */
  logLevel?: string
  /** A's LOG_LEVEL when it differs (e.g. --baseline . to price request logging in one build). */
  baselineLogLevel?: string
  /** The servers' port (3371 by default) and the database's name (freshcart_perf_bench). */
  port?: number
  dbName?: string
  /** Which scenarios to run (all three by default): e.g. only 'uncached' while working on misses. */
  scenarios?: Scenario[]
}) {
  const PORT = opts.port ?? 3371
  const DB_NAME = opts.dbName ?? 'freshcart_perf_bench'
  const baselineDir = resolve(opts.baselineDir)
  const dbUrl = await ensurePgDatabase(opts.pgAdminUrl, DB_NAME)
  const database = await openForBench({ DATABASE_URL: dbUrl })
  await prepareCatalogue(database, opts.products)
  await database.close()
  const admin = new pg.Client({ connectionString: opts.pgAdminUrl })
  await admin.connect()

  const env = { DATABASE_URL: dbUrl, SEED_DEMO_DATA: 'false' }
  const where: Record<Variant, { cwd?: string; args?: string[] }> = {
    A: { cwd: baselineDir },
    B: {},
    L: {},
  }
  let sqlLimit: { args: string[] } = { args: [] }
  let bytesFile = ''

  // The paths, and L's bytes captured from B.
  let paths: string[] = []
  let categoryIds: string[] = []
  {
    const { child, baseUrl } = await startServer(env, PORT)
    try {
      const categories = (await (await fetch(`${baseUrl}/api/categories`)).json()) as { id: string }[]
      categoryIds = categories.map((c) => c.id)
      paths = listingCases(categoryIds).map(listingPath)
      // The bytes and the headers of each answer (the security headers are a third of a hit's
      // bytes), so that the limit writes the same response, not only the same body.
      const captured: Record<string, Record<'identity' | 'br', { body: string; headers: Headers }>> = {}
      for (const path of paths) {
        // node:http keeps the bytes as sent (fetch() would decode br).
        const identity = await rawGet(baseUrl + path, { 'accept-encoding': 'identity' })
        const br = await rawGet(baseUrl + path, { 'accept-encoding': 'br' })
        captured[path] = { identity: capturedOf(identity), br: capturedOf(br) }
      }
      const file = join(mkdtempSync(join(tmpdir(), 'freshcart-compare-')), 'captured.json')
      writeFileSync(file, JSON.stringify(captured))
      where.L = { args: [resolve('bench/lib/bytes-server.mjs'), file] }
      bytesFile = file
    } finally {
      await stopServer(child)
    }
  }
  sqlLimit = { args: [resolve('bench/lib/sql-server.mjs'), await captureSql(dbUrl, categoryIds), bytesFile] }

  const results: Record<Scenario, Partial<Record<Variant, Measure[]>>> = {
    cached: {},
    'cached-br': {},
    uncached: {},
  }
  const measure = async (pid: number, baseUrl: string, scenario: Scenario): Promise<Measure> => {
    if (scenario !== 'uncached') {
      // Every listing asked once before the load, 16 at a time: on a busy machine a warm-up
      // under load alone may not have filled the cache when the measured run starts. Last
      // listing first: each load connection starts at the first, so on a busy machine (a slow
      // warm-up, few requests per connection) the listings measured are the latest filled and
      // do not lapse (PAGE_TTL_MS) during the run, which would add misses the limit never pays.
      const reversed = [...paths].reverse()
      for (let i = 0; i < reversed.length; i += 16) {
        await Promise.all(
          reversed.slice(i, i + 16).map(async (path) => {
            await (await fetch(baseUrl + path, { headers: HEADERS[scenario] })).arrayBuffer()
          }),
        )
      }
    }
    await load(baseUrl, paths, scenario === 'uncached' ? 2 : 1, opts.connections, HEADERS[scenario])
    const cpu0 = processCpuMs(pid)
    const main0 = threadCpuMs(pid)
    const db0 = await backendsCpuMs(admin, DB_NAME)
    const r = await load(baseUrl, paths, opts.seconds, opts.connections, HEADERS[scenario])
    const cpu1 = processCpuMs(pid)
    const main1 = threadCpuMs(pid)
    const db1 = await backendsCpuMs(admin, DB_NAME)
    const n = Math.max(1, r.total)
    if (r.non2xx || r.errors) console.log(`    (${r.non2xx} non-2xx, ${r.errors} errors)`)
    return {
      ...r,
      serverCpuMsPerRequest: (cpu1 - cpu0) / n,
      mainThreadCpuMsPerRequest: (main1 - main0) / n,
      dbCpuMsPerRequest: backendsCpuDelta(db0, db1) / n,
    }
  }
  const run = async (variant: Variant, cache: boolean, scenarios: Scenario[]) => {
    const { child, baseUrl } = await startServer(
      {
        ...env,
        CATALOG_CACHE: String(cache),
        LOG_LEVEL: (variant === 'A' ? opts.baselineLogLevel : undefined) ?? opts.logLevel ?? 'warn',
      },
      PORT,
      variant === 'L' && !cache ? sqlLimit : where[variant],
    )
    try {
      for (const scenario of scenarios) {
        const m = await measure(child.pid!, baseUrl, scenario)
        results[scenario][variant] = [...(results[scenario][variant] ?? []), m]
        console.log(`  ${variant} ${scenario.padEnd(9)} ${line(m)}`)
      }
    } finally {
      await stopServer(child)
    }
  }

  const wanted = new Set<Scenario>(opts.scenarios ?? ['cached', 'cached-br', 'uncached'])
  console.log(
    `\nA = ${baselineDir}, B = ${process.cwd()}, L = minimal Fastify with B's bytes (cached) or B's SQL over node-postgres (uncached); ${paths.length} listings, ${opts.connections} connections, ${opts.seconds} s each, LOG_LEVEL ${opts.logLevel ?? 'warn'} (A: ${opts.baselineLogLevel ?? opts.logLevel ?? 'warn'})`,
  )
  for (let round = 1; round <= opts.rounds; round++) {
    console.log(
      `round ${round} (load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    )
    // A fresh server per cached scenario, every listing asked once, then a warm-up of 1 s: the
    // measured run stays within the page TTL (10 s) for --seconds up to 7, so every measured
    // request is a hit; a longer run would include each URL's refill when its entry lapses,
    // which the limit never pays.
    for (const scenario of ['cached', 'cached-br'] as const) {
      if (!wanted.has(scenario)) continue
      for (const v of ['A', 'B', 'L'] as const) await run(v, true, [scenario])
    }
    if (wanted.has('uncached')) for (const v of ['A', 'B', 'L'] as const) await run(v, false, ['uncached'])
  }
  await admin.end()

  console.log(
    `\nRanges over the rounds (min–max); load average now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}:`,
  )
  for (const scenario of Object.keys(results) as Scenario[]) {
    for (const [variant, ms] of Object.entries(results[scenario])) {
      console.log(`  ${scenario.padEnd(9)} ${variant}: ${summary(ms!)}`)
    }
    const b = results[scenario].B ?? []
    for (const other of ['A', 'L'] as const) {
      const o = results[scenario][other]
      if (!o) continue
      const ratios = b.map((m, i) => m.requestsPerSec / (o[i]?.requestsPerSec ?? Number.NaN))
      // The CPU ratio: what B spends per request (server and database) over what the other
      // spends, inverted so that like req/s, 1 is parity and lower is B costing more.
      const cpu = (m: Measure | undefined) => (m ? m.serverCpuMsPerRequest + m.dbCpuMsPerRequest : Number.NaN)
      const cpuRatios = b.map((m, i) => cpu(o[i]) / cpu(m))
      const serverRatios = b.map(
        (m, i) => (o[i]?.serverCpuMsPerRequest ?? Number.NaN) / m.serverCpuMsPerRequest,
      )
      const fmt = (xs: number[]) => `${xs.map((r) => r.toFixed(2)).join(', ')} (${range(xs, 2)})`
      console.log(`  ${scenario.padEnd(9)} B/${other} req/s per round: ${fmt(ratios)}`)
      const mainRatios = b.map(
        (m, i) => (o[i]?.mainThreadCpuMsPerRequest ?? Number.NaN) / m.mainThreadCpuMsPerRequest,
      )
      console.log(
        `  ${scenario.padEnd(9)} B/${other} by CPU per request, server: ${fmt(serverRatios)} (main thread ${fmt(mainRatios)}); server + database: ${fmt(cpuRatios)}`,
      )
    }
  }
  return results
}

function line(m: Measure) {
  return `${m.requestsPerSec} req/s, p50 ${m.latency.p50} ms, p99 ${m.latency.p99} ms; CPU per request: server ${m.serverCpuMsPerRequest.toFixed(3)} ms (main thread ${m.mainThreadCpuMsPerRequest.toFixed(3)}), database ${m.dbCpuMsPerRequest.toFixed(3)} ms`
}

const range = (xs: number[], digits = 0) =>
  `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`

function summary(ms: Measure[]) {
  return `${range(ms.map((m) => m.requestsPerSec))} req/s (median ${median(ms.map((m) => m.requestsPerSec))}), p99 ${range(ms.map((m) => m.latency.p99))} ms, server CPU ${range(
    ms.map((m) => m.serverCpuMsPerRequest),
    3,
  )} ms/request (main thread ${range(
    ms.map((m) => m.mainThreadCpuMsPerRequest),
    3,
  )}), database CPU ${range(
    ms.map((m) => m.dbCpuMsPerRequest),
    3,
  )} ms/request`
}

/**
 * The statements FreshCart runs for each listing URL with the cache off, captured from the
 * listing service on the same pool setup (statement text, parameters, row mode), written for
 * bench/lib/sql-server.mjs. Returns the file's path.
 */
async function captureSql(dbUrl: string, categoryIds: string[]): Promise<string> {
  const database = await openForBench({ DATABASE_URL: dbUrl })
  type Statement = { text: string; values: unknown[]; rowMode?: string }
  let current: Statement[] = []
  database.pool!.on('connect', (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (config && typeof config === 'object' && typeof (config as pg.QueryConfig).text === 'string') {
        const c = config as pg.QueryConfig & { rowMode?: string }
        current.push({
          text: c.text,
          values: (values ?? c.values ?? []) as unknown[],
          ...(c.rowMode ? { rowMode: c.rowMode } : {}),
        })
      } else if (typeof config === 'string') {
        current.push({ text: config, values: (values ?? []) as unknown[] })
      }
      return query(config, values, callback)
    }) as typeof client.query
  })
  const caches = createCatalogCaches(false)
  const captured: Record<string, Statement[]> = {}
  try {
    for (const c of listingCases(categoryIds)) {
      current = []
      await listCategoryProducts(database.db, caches, c.id, ProductFiltersSchema.parse(c.filters))
      captured[listingPath(c)] = current
    }
  } finally {
    await database.close()
  }
  const file = join(mkdtempSync(join(tmpdir(), 'freshcart-compare-')), 'captured-sql.json')
  writeFileSync(file, JSON.stringify(captured))
  return file
}

type Headers = Record<string, string | string[]>

/** The answer's own headers: not those of the moment or the connection, nor the length. */
function capturedOf(answer: { body: Buffer; headers: IncomingHttpHeaders }) {
  const headers: Headers = {}
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || ['date', 'connection', 'keep-alive', 'content-length'].includes(name)) continue
    headers[name] = value
  }
  return { body: answer.body.toString('base64'), headers }
}

async function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; headers: IncomingHttpHeaders }> {
  const { request } = await import('node:http')
  return new Promise((resolvePromise, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolvePromise({ body: Buffer.concat(chunks), headers: res.headers }))
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}
