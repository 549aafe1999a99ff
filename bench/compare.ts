// npm run bench -- --only compare --baseline <dir> [--rounds 3 --seconds 5 --products 100000]
//
// Interleaved comparison (issue 13): in each round, the baseline build (A: another checkout with
// its own `npm run build`, e.g. main before a change), this build (B) and the limit (L: a
// minimal Fastify in bench/lib/bytes-server.mjs returning bytes captured from B) each serve the
// same category listings, one server at a time, in the order A, B, L; then A and B again with
// the page cache off. Every figure is printed per round and as a range, with the CPU each
// request cost the server process and the PostgreSQL backends of its database (from /proc),
// which varies far less than req/s on a shared machine. PostgreSQL only (database
// freshcart_perf_bench; the baseline must understand its migrations, i.e. be an ancestor).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { ensurePgDatabase, listingPaths, openForBench, prepareCatalogue } from './catalog.ts'
import { backendsCpuDelta, backendsCpuMs, processCpuMs } from './lib/cpu.ts'
import { type LoadResult, load } from './lib/load.ts'
import { median, startServer, stopServer } from './lib/server-process.ts'

const DB_NAME = 'freshcart_perf_bench'
const PORT = 3371

type Variant = 'A' | 'B' | 'L'
type Scenario = 'cached' | 'cached-br' | 'uncached'
type Measure = LoadResult & { serverCpuMsPerRequest: number; dbCpuMsPerRequest: number }

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
}) {
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

  // The paths, and L's bytes captured from B.
  let paths: string[] = []
  {
    const { child, baseUrl } = await startServer(env, PORT)
    try {
      const categories = (await (await fetch(`${baseUrl}/api/categories`)).json()) as { id: string }[]
      paths = listingPaths(categories.map((c) => c.id))
      const captured: Record<string, { identity: string; br: string }> = {}
      for (const path of paths) {
        const identity = Buffer.from(
          await (await fetch(baseUrl + path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
        )
        // fetch() would decode br; node:http keeps the bytes as sent.
        const br = await rawGet(baseUrl + path, { 'accept-encoding': 'br' })
        captured[path] = { identity: identity.toString('base64'), br: br.toString('base64') }
      }
      const file = join(mkdtempSync(join(tmpdir(), 'freshcart-compare-')), 'captured.json')
      writeFileSync(file, JSON.stringify(captured))
      where.L = { args: [resolve('bench/lib/bytes-server.mjs'), file] }
    } finally {
      await stopServer(child)
    }
  }

  const results: Record<Scenario, Partial<Record<Variant, Measure[]>>> = {
    cached: {},
    'cached-br': {},
    uncached: {},
  }
  const measure = async (pid: number, baseUrl: string, scenario: Scenario): Promise<Measure> => {
    await load(baseUrl, paths, 2, opts.connections, HEADERS[scenario])
    const cpu0 = processCpuMs(pid)
    const db0 = await backendsCpuMs(admin, DB_NAME)
    const r = await load(baseUrl, paths, opts.seconds, opts.connections, HEADERS[scenario])
    const cpu1 = processCpuMs(pid)
    const db1 = await backendsCpuMs(admin, DB_NAME)
    const n = Math.max(1, r.total)
    if (r.non2xx || r.errors) console.log(`    (${r.non2xx} non-2xx, ${r.errors} errors)`)
    return {
      ...r,
      serverCpuMsPerRequest: (cpu1 - cpu0) / n,
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
      where[variant],
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

  console.log(
    `\nA = ${baselineDir}, B = ${process.cwd()}, L = minimal Fastify with B's bytes; ${paths.length} listings, ${opts.connections} connections, ${opts.seconds} s each, LOG_LEVEL ${opts.logLevel ?? 'warn'} (A: ${opts.baselineLogLevel ?? opts.logLevel ?? 'warn'})`,
  )
  for (let round = 1; round <= opts.rounds; round++) {
    console.log(`round ${round}`)
    for (const v of ['A', 'B', 'L'] as const) await run(v, true, ['cached', 'cached-br'])
    for (const v of ['A', 'B'] as const) await run(v, false, ['uncached'])
  }
  await admin.end()

  console.log('\nRanges over the rounds (min–max):')
  for (const scenario of Object.keys(results) as Scenario[]) {
    for (const [variant, ms] of Object.entries(results[scenario])) {
      console.log(`  ${scenario.padEnd(9)} ${variant}: ${summary(ms!)}`)
    }
    const b = results[scenario].B ?? []
    for (const other of ['A', 'L'] as const) {
      const o = results[scenario][other]
      if (!o) continue
      const ratios = b.map((m, i) => m.requestsPerSec / (o[i]?.requestsPerSec ?? Number.NaN))
      console.log(
        `  ${scenario.padEnd(9)} B/${other} req/s per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}`,
      )
    }
  }
  return results
}

function line(m: Measure) {
  return `${m.requestsPerSec} req/s, p50 ${m.latency.p50} ms, p99 ${m.latency.p99} ms; CPU per request: server ${m.serverCpuMsPerRequest.toFixed(3)} ms, database ${m.dbCpuMsPerRequest.toFixed(3)} ms`
}

function summary(ms: Measure[]) {
  const range = (xs: number[], digits = 0) =>
    `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`
  return `${range(ms.map((m) => m.requestsPerSec))} req/s (median ${median(ms.map((m) => m.requestsPerSec))}), p99 ${range(ms.map((m) => m.latency.p99))} ms, server CPU ${range(
    ms.map((m) => m.serverCpuMsPerRequest),
    3,
  )} ms/request, database CPU ${range(
    ms.map((m) => m.dbCpuMsPerRequest),
    3,
  )} ms/request`
}

async function rawGet(url: string, headers: Record<string, string>): Promise<Buffer> {
  const { request } = await import('node:http')
  return new Promise((resolvePromise, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolvePromise(Buffer.concat(chunks)))
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}
