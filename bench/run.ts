// npm run bench [-- --products 100000 --seconds 10 --only bundle,lighthouse,startup,catalog --front-end-port 3390]
// Start-up: --startup-port, --bench-db (PostgreSQL database), --pglite-dir, --pglite-socket-port.
// bundle: each page's first-visit JavaScript after Brotli; lighthouse: mobile scores, median of
// --lighthouse-runs (default 3), signed out and signed in (see bench/lib/front-end.ts).
// Optional: --only checkout (or add it to the list) runs bench/checkout.ts against dist/.
// --only lighthouse --baseline <dir>: the same Lighthouse runs on another checkout's build, interleaved.
// --only compare --baseline <dir> [--rounds 3 --log-level warn --baseline-log-level info --compare-port 3371
// --compare-db freshcart_perf_bench --compare-scenarios cached,cached-br,uncached]: interleaved A/B/limit comparison of the catalogue with CPU ms per request
// (bench/compare.ts).
// --only growth [--sizes 10000,100000,1000000 --growth-port 3401 --growth-db-prefix freshcart_growth
//   --growth-groups 'first page,filter × sort' --growth-slowest 20 --growth-slowest-calls 40
//   --growth-baseline <built checkout> --growth-rounds 2]: uncached listing and search
// latency at 1 and 20 connections per catalogue size, with CPU ms per request (bench/growth.ts).
// Prints figures (not pass/fail) and writes them to bench/results/<date>.json.
// All traffic goes to 127.0.0.1.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { benchCatalogue, ensurePgDatabase, openForBench, prepareCatalogue } from './catalog.ts'
import { runCheckoutBench } from './checkout.ts'
import { runCompare } from './compare.ts'
import { runGrowth } from './growth.ts'
import { processCpuMs, threadCpuMs } from './lib/cpu.ts'
import { lighthouseFigures, routeScripts, startDemoStore } from './lib/front-end.ts'
import { median, rssMb, startServer, stopServer } from './lib/server-process.ts'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string', default: 'bundle,lighthouse,startup,catalog' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'front-end-port': { type: 'string', default: '3390' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'pglite-dir': { type: 'string', default: '/tmp/freshcart-bench-pglite' },
    baseline: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    'log-level': { type: 'string', default: 'warn' },
    'baseline-log-level': { type: 'string' },
    sizes: { type: 'string', default: '10000,100000,1000000' },
    'growth-port': { type: 'string', default: '3401' },
    'growth-db-prefix': { type: 'string', default: 'freshcart_growth' },
    'growth-groups': { type: 'string', default: '' },
    'growth-slowest': { type: 'string', default: '0' },
    'growth-slowest-calls': { type: 'string', default: '3' },
    'growth-baseline': { type: 'string' },
    'growth-rounds': { type: 'string', default: '2' },
    'compare-port': { type: 'string', default: '3371' },
    'compare-db': { type: 'string', default: 'freshcart_perf_bench' },
    'compare-scenarios': { type: 'string', default: 'cached,cached-br,uncached' },
    'startup-port': { type: 'string', default: '3400' },
    'bench-db': { type: 'string', default: 'freshcart_bench' },
    'pglite-socket-port': { type: 'string', default: '5598' },
  },
})
const only = new Set(values.only.split(','))
const products = Number(values.products)
const seconds = Number(values.seconds)
const results: Record<string, unknown> = { date: new Date().toISOString(), products, seconds }

if (!existsSync('dist/server/main.js')) {
  console.error('Run `npm run build` first.')
  process.exit(1)
}

/** The 1, 5 and 15 minute load averages: Lighthouse's simulated throttling still rides on real CPU. */
function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
}

async function pgReachable(url: string) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await c.connect()
    await c.end()
    return true
  } catch {
    return false
  }
}

if (only.has('bundle') || only.has('lighthouse')) {
  // One demo store on a fresh embedded database serves both; port 3390 (and 3391 for its database
  // socket) keeps clear of the others unless --front-end-port says otherwise. With --baseline, a
  // second store runs that build (two ports up) and Lighthouse alternates between them.
  const port = Number(values['front-end-port'])
  const { store, stop } = await startDemoStore(port)
  const baseline =
    only.has('lighthouse') && values.baseline ? await startDemoStore(port + 2, values.baseline) : null
  try {
    if (only.has('bundle')) {
      const pages = await routeScripts(store)
      results.bundle = pages
      console.log('\nFirst visit of each page, JavaScript after Brotli (quality 11), 360×740 window:')
      for (const [page, b] of Object.entries(pages)) {
        console.log(`  ${page.padEnd(20)} ${b.brotliKb.toFixed(1)} KB in ${b.files.length} files`)
      }
    }
    if (only.has('lighthouse')) {
      const runs = Number(values['lighthouse-runs'])
      const stores: Record<string, typeof store> = baseline
        ? { baseline: baseline.store, this: store }
        : { this: store }
      const before = loadAverage()
      console.log(`\nLighthouse mobile (median of ${runs}; machine load ${before}):`)
      const figures = await lighthouseFigures(stores, runs)
      results.lighthouse = { loadAverageBefore: before, loadAverageAfter: loadAverage(), builds: figures }
      for (const [name, pages] of Object.entries(figures)) {
        if (baseline) console.log(`  ${name === 'this' ? 'this build' : `baseline (${values.baseline})`}:`)
        for (const [page, f] of Object.entries(pages)) {
          const loads = f.runs.map((r) => r.loadAverage)
          console.log(
            `  ${page.padEnd(22)} performance ${f.performance}, TBT ${f.tbtMs} ms, LCP ${f.lcpMs} ms, CLS ${f.cls}, accessibility ${f.accessibility}, SEO ${f.seo} (load ${Math.min(...loads)}–${Math.max(...loads)})`,
          )
        }
      }
      console.log(`  machine load after: ${loadAverage()}`)
    }
  } finally {
    await stop()
    await baseline?.stop()
  }
}

const hasPg = await pgReachable(values['pg-url'])
const needsBenchDb = only.has('catalog') || only.has('startup')
const pgEnv =
  hasPg && needsBenchDb
    ? { DATABASE_URL: await ensurePgDatabase(values['pg-url'], values['bench-db']) }
    : null
const pgliteEnv = { DATA_DIR: values['pglite-dir'], PGLITE_SOCKET_PORT: values['pglite-socket-port'] }

if (only.has('catalog') || only.has('startup')) {
  console.log(`\nPreparing ${products} products...`)
  for (const env of [pgEnv, pgliteEnv]) {
    if (!env) continue
    const database = await openForBench(env)
    await prepareCatalogue(database, products)
    await database.close()
  }
}

if (only.has('startup')) {
  const startup: Record<string, unknown> = {}
  for (const [label, env] of [
    ['postgres', pgEnv],
    ['pglite', pgliteEnv],
  ] as const) {
    if (!env) continue
    const times: number[] = []
    // CPU of the server process from spawn to healthy (/proc/<pid>/stat): on a busy machine the
    // wall time mostly measures the other work, the CPU time what the start itself costs.
    const cpu: number[] = []
    // The main thread's share: about what the start takes on an idle machine with a core to spare
    // for V8's background compiling and garbage collection (ADR 049).
    const mainThreadCpu: number[] = []
    let idle = 0
    for (let i = 0; i < 5; i++) {
      const s = await startServer({ ...env, SEED_DEMO_DATA: 'true' }, Number(values['startup-port']))
      cpu.push(processCpuMs(s.child.pid!))
      mainThreadCpu.push(threadCpuMs(s.child.pid!))
      times.push(s.startupMs)
      if (i === 0) {
        await new Promise((r) => setTimeout(r, 5000))
        idle = rssMb(s.child.pid!)
      }
      await stopServer(s.child)
    }
    startup[label] = {
      coldStartMedianMs: Math.round(median(times)),
      runsMs: times.map(Math.round),
      cpuToHealthyMedianMs: median(cpu),
      cpuRunsMs: cpu,
      mainThreadCpuRunsMs: mainThreadCpu,
      idleRssMb: idle,
      loadAverage: loadAverage(),
    }
    console.log(
      `\nStartup on ${label} (existing data): median ${Math.round(median(times))} ms wall, ${median(cpu)} ms CPU to healthy (${Math.min(...cpu)}-${Math.max(...cpu)}; main thread ${Math.min(...mainThreadCpu)}-${Math.max(...mainThreadCpu)}); idle RSS ${idle} MB; load ${loadAverage()}`,
    )
  }
  results.startup = startup
}

if (only.has('catalog')) {
  const catalog: unknown[] = []
  for (const [label, env, port] of [
    ['postgres', pgEnv, 3401],
    ['pglite', pgliteEnv, 3402],
  ] as const) {
    if (!env) continue
    const r = await benchCatalogue({ label, env, port, seconds })
    catalog.push(r)
    const f = (x: {
      requestsPerSec: number
      latency: { p50: number; p90: number; p95: number; p97_5: number; p99: number }
      non2xx: number
      errors: number
    }) =>
      `${x.requestsPerSec} req/s, p50 ${x.latency.p50} ms, p90 ${x.latency.p90} ms, p95 ${x.latency.p95} ms, p97.5 ${x.latency.p97_5} ms, p99 ${x.latency.p99} ms, non-2xx ${x.non2xx}, errors ${x.errors}`
    console.log(`\nCatalogue on ${label} (${products} products, 50 connections, ${seconds} s each):`)
    for (const [run, m] of Object.entries(r.runs)) {
      console.log(`  ${run} (RSS after load ${m.rssMbAfterLoad} MB)`)
      console.log(`    category listing: ${f(m.listing)}`)
      console.log(`    search:           ${f(m.search)}`)
    }
    console.log(
      `  listing service without HTTP (same SQL, driver and pool, cache off): ${r.bare.perSec} listings/s (p50 ${r.bare.p50} ms, p99 ${r.bare.p99} ms)`,
    )
    const uncached = r.runs['cache-off']
    if (uncached)
      console.log(
        `  API (cache off) / service ratio: ${(uncached.listing.requestsPerSec / r.bare.perSec).toFixed(2)}`,
      )
  }
  results.catalog = catalog
}

if (only.has('compare')) {
  if (!hasPg || !values.baseline) {
    console.error('--only compare needs PostgreSQL and --baseline <dir of a built checkout>')
    process.exit(1)
  }
  results.compare = await runCompare({
    baselineDir: values.baseline,
    pgAdminUrl: values['pg-url'],
    products,
    seconds,
    rounds: Number(values.rounds),
    connections: 50,
    logLevel: values['log-level'],
    baselineLogLevel: values['baseline-log-level'],
    port: Number(values['compare-port']),
    dbName: values['compare-db'],
    scenarios: values['compare-scenarios'].split(',') as ('cached' | 'cached-br' | 'uncached')[],
  })
}

if (only.has('growth')) {
  if (!hasPg) {
    console.error('--only growth needs PostgreSQL (--pg-url or BENCH_DATABASE_URL)')
    process.exit(1)
  }
  results.growth = await runGrowth({
    pgAdminUrl: values['pg-url'],
    sizes: values.sizes.split(',').map(Number),
    seconds,
    port: Number(values['growth-port']),
    dbPrefix: values['growth-db-prefix'],
    groups: values['growth-groups'].split(',').filter(Boolean),
    slowest: Number(values['growth-slowest']),
    slowestCalls: Number(values['growth-slowest-calls']),
    baseline: values['growth-baseline'],
    rounds: values['growth-baseline'] ? Number(values['growth-rounds']) : 1,
  })
}

if (only.has('checkout')) {
  const checkout = await runCheckoutBench({
    shoppers: 50,
    seconds,
    pgUrl: hasPg ? values['pg-url'] : null,
    pgliteDir: '/tmp/freshcart-bench-checkout-pglite',
    built: true,
  })
  results.checkout = checkout.results
}

mkdirSync('bench/results', { recursive: true })
const file = `bench/results/${results.date as string}.json`.replaceAll(':', '-')
writeFileSync(file, JSON.stringify(results, null, 2))
console.log(`\nWritten to ${file}`)
