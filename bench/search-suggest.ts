// npm run bench:suggest [-- --products 100000 --db freshcart_bench_suggest --rounds 3 --port 3361]
// Instant suggestions (GET /api/search/suggest, issue 11, ADR 035) on PostgreSQL with the page
// cache off (CATALOG_CACHE=false): every request reaches the database. The shopper types each
// word of a mixed set letter by letter (common and rare words, Hinglish, Devanagari, two words),
// one request per letter, one connection, as one search box does. Prints latency p50/p95/p99
// and the CPU each request costs the server process and the PostgreSQL backends (from /proc).
// Runs the server from source (node --import tsx), so no build is needed. Loopback only.
import { parseArgs } from 'node:util'
import pg from 'pg'
import { ensurePgDatabase, openForBench, prepareCatalogue } from './catalog.ts'
import { backendsCpuDelta, backendsCpuMs, processCpuMs } from './lib/cpu.ts'
import { startServer, stopServer } from './lib/server-process.ts'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'freshcart_bench_suggest' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3361' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
})

/** What shoppers type, each sent letter by letter ('m', 'mi', 'mil', 'milk'). */
const TYPED = [
  'milk',
  'paneer',
  'amul butter',
  'atta',
  'chips',
  'basmati rice',
  'doodh',
  'pyaz',
  'chawal',
  'दूध',
  'आलू',
  'tomato',
  'soap',
  'cold drink',
  'xylitol',
  'tamatr',
]

const prefixes = TYPED.flatMap((word) =>
  Array.from(word, (_, i) => word.slice(0, i + 1)).filter((p) => p.trim() !== '' && !p.endsWith(' ')),
)

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0
}

const pgUrl = await ensurePgDatabase(values['pg-url'], values.db)
const database = await openForBench({ DATABASE_URL: pgUrl })
await prepareCatalogue(database, Number(values.products))
await database.close()

const { child, baseUrl } = await startServer(
  { DATABASE_URL: pgUrl, CATALOG_CACHE: 'false' },
  Number(values.port),
  {
    args: ['--import', 'tsx', 'src/server/main.ts'],
  },
)
const admin = new pg.Client({ connectionString: values['pg-url'] })
await admin.connect()
try {
  const ask = async (q: string) => {
    const started = performance.now()
    const res = await fetch(`${baseUrl}/api/search/suggest?q=${encodeURIComponent(q)}`)
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`${q}: ${res.status}`)
    return performance.now() - started
  }
  // Warm up the JIT, the statement cache and the buffers.
  for (const q of prefixes) await ask(q)

  const times: number[] = []
  const byLength = new Map<string, number[]>()
  const cpu0 = processCpuMs(child.pid!)
  const db0 = await backendsCpuMs(admin, values.db)
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const q of prefixes) {
      const ms = await ask(q)
      times.push(ms)
      const kind = q.length === 1 ? '1 letter' : q.length === 2 ? '2 letters' : '3+ letters'
      byLength.set(kind, [...(byLength.get(kind) ?? []), ms])
    }
  }
  const serverCpu = processCpuMs(child.pid!) - cpu0
  const dbCpu = backendsCpuDelta(db0, await backendsCpuMs(admin, values.db))

  const line = (label: string, list: number[]) => {
    const s = [...list].sort((a, b) => a - b)
    const f = (x: number) => x.toFixed(1).padStart(6)
    console.log(
      `  ${label.padEnd(11)} n=${String(s.length).padStart(4)}  p50 ${f(percentile(s, 0.5))}  p95 ${f(percentile(s, 0.95))}  p99 ${f(percentile(s, 0.99))}  max ${f(s.at(-1) ?? 0)} ms`,
    )
  }
  console.log(
    `\nGET /api/search/suggest, ${values.products} products, PostgreSQL, cache off, 1 connection, ${prefixes.length} prefixes × ${values.rounds}:`,
  )
  line('all', times)
  for (const [kind, list] of byLength) line(kind, list)
  const n = times.length
  console.log(
    `  CPU per request: server ${(serverCpu / n).toFixed(2)} ms + PostgreSQL ${(dbCpu / n).toFixed(2)} ms = ${((serverCpu + dbCpu) / n).toFixed(2)} ms`,
  )
} finally {
  await admin.end()
  await stopServer(child)
}
process.exit(0)
