// npm run bench:search [-- --verbose] [-- --database-url postgres://… --products 100000 --repeat 5]
//   [-- --db freshcart_bench_search_100000] [-- --connections 1,20]
//   [-- --by-kind]   (CPU per search of each kind of query, at 1 connection, instead of latency)
//   [-- --baseline /path/to/another/checkout]   (latency interleaved with that checkout's search:
//   git worktree add --detach /tmp/search-old <ref> && ln -s "$PWD/node_modules" /tmp/search-old/)
//
// Scores search on FreshCart's relevance set (relevance-set.ts) against the demo catalogue:
// hit@1, hit@5 (the best-graded product among the first 1 / 5), nDCG@5 (gains 2^grade − 1),
// MRR (of the first best-graded product), zero-result rate, and for the 'none' kind the junk
// rate (share of queries that return any product). Each kind, then the tuning and held-out parts
// and all. Then latency: every query `--repeat` times through the search service with the page
// cache off, p50/p95/p99 wall time per query and CPU ms per query (this process, which on PGlite
// includes the database; on PostgreSQL the backends' CPU from /proc is given beside it), at each
// number of connections in `--connections` (that many searches in flight at once, each on its
// own pooled connection), with the load average of the machine before each measurement.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase, queryRows } from '../../src/server/db/database.ts'
import { slugify } from '../../src/server/db/seed/prng.ts'
import { createCatalogCaches } from '../../src/server/modules/catalog/catalog-cache.ts'
import { searchProducts } from '../../src/server/modules/search/search-service.ts'
import { SearchQuerySchema } from '../../src/shared/schemas/catalog.ts'
import { ensurePgDatabase, prepareCatalogue } from '../catalog.ts'
import { backendsCpuDelta, backendsCpuMs } from '../lib/cpu.ts'
import { isHeldOut, type Judged, QUERY_KINDS, RELEVANCE_SET } from './relevance-set.ts'

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    products: { type: 'string', default: '0' },
    repeat: { type: 'string', default: '3' },
    verbose: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    db: { type: 'string' },
    connections: { type: 'string', default: '1' },
    'by-kind': { type: 'boolean', default: false },
  },
})

type Scored = { judged: Judged; held: boolean; top: string[]; total: number }

function dcg(grades: number[]): number {
  return grades.slice(0, 5).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0)
}

function measures(s: Scored) {
  const grades = s.judged.grades
  const best = Math.max(0, ...Object.values(grades))
  const got = s.top.map((slug) => grades[slug] ?? 0)
  const ideal = dcg(Object.values(grades).sort((a, b) => b - a))
  const firstBest = got.findIndex((g) => g === best && best > 0)
  return {
    hit1: firstBest === 0 ? 1 : 0,
    hit5: firstBest >= 0 && firstBest < 5 ? 1 : 0,
    ndcg: ideal === 0 ? (s.total === 0 ? 1 : 0) : dcg(got) / ideal,
    mrr: firstBest >= 0 ? 1 / (firstBest + 1) : 0,
    zero: s.total === 0 ? 1 : 0,
    junk: best === 0 && s.total > 0 ? 1 : 0,
  }
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5)
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0)

function row(label: string, scored: Scored[]) {
  const answerable = scored.filter((s) => s.judged.kind !== 'none')
  const none = scored.filter((s) => s.judged.kind === 'none')
  const m = answerable.map(measures)
  const cells = [
    label.padEnd(12),
    String(scored.length).padStart(4),
    answerable.length ? pct(mean(m.map((x) => x.hit1))) : '    -',
    answerable.length ? pct(mean(m.map((x) => x.hit5))) : '    -',
    answerable.length
      ? mean(m.map((x) => x.ndcg))
          .toFixed(3)
          .padStart(6)
      : '     -',
    answerable.length
      ? mean(m.map((x) => x.mrr))
          .toFixed(3)
          .padStart(6)
      : '     -',
    answerable.length ? pct(mean(m.map((x) => x.zero))) : '    -',
    none.length ? pct(mean(none.map((s) => measures(s).junk))) : '    -',
  ]
  console.log(cells.join('  '))
}

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

const url = args['database-url']
const dbName = args.db ?? `freshcart_bench_search_${args.products}`
const connections = args.connections.split(',').map(Number)
if (connections.some((c) => !Number.isInteger(c) || c < 1) || (!url && connections.some((c) => c > 1)))
  throw new Error('--connections: whole numbers ≥ 1, more than 1 only on PostgreSQL')
const dataDir = mkdtempSync(join(tmpdir(), 'freshcart-bench-search-'))
const config = {
  DATABASE_URL: url ? await ensurePgDatabase(url, dbName) : undefined,
  DATA_DIR: dataDir,
}
if (url) {
  // Migrating and seeding take more than one connection; the measurement then uses one.
  const setup = await openDatabase({ ...config, DATABASE_POOL_SIZE: 4 })
  await prepareCatalogue(setup, Number(args.products))
  await setup.close()
}
const database = await openDatabase({ ...config, DATABASE_POOL_SIZE: Math.max(...connections) })
// Connected to another database, so its own backend is not counted with the searches'.
const admin = url ? new pg.Client({ connectionString: url }) : undefined
await admin?.connect()
try {
  if (!url) await prepareCatalogue(database, Number(args.products))
  const rows = await queryRows<{ id: string; name: string; unit: string }>(
    database.db,
    sql`SELECT id, name, unit FROM products`,
  )
  const slugOf = new Map(rows.map((r) => [r.id, slugify(`${r.name} ${r.unit}`)]))
  const caches = createCatalogCaches(false)
  const run = (text: string) => searchProducts(database.db, caches, SearchQuerySchema.parse({ q: text }))

  const scored: Scored[] = []
  for (const [i, judged] of RELEVANCE_SET.entries()) {
    const page = await run(judged.q)
    scored.push({
      judged,
      held: isHeldOut(RELEVANCE_SET, i),
      top: page.items.slice(0, 5).map((p) => slugOf.get(p.id) ?? p.name),
      total: page.total,
    })
  }
  const header = ['kind'.padEnd(12), '   n', 'hit@1', 'hit@5', ' nDCG5', '   MRR', ' zero', ' junk']
  console.log(
    `\nRelevance (${RELEVANCE_SET.length} queries, demo catalogue${url ? ', PostgreSQL' : ', PGlite'}${Number(args.products) ? ` + ${args.products} synthetic products` : ''})`,
  )
  console.log(header.join('  '))
  for (const kind of QUERY_KINDS)
    row(
      kind,
      scored.filter((s) => s.judged.kind === kind),
    )
  console.log('-'.repeat(68))
  row(
    'tuning',
    scored.filter((s) => !s.held),
  )
  row(
    'held-out',
    scored.filter((s) => s.held),
  )
  row('all', scored)

  if (args.verbose) {
    console.log('\nQueries below nDCG@5 0.8 or with junk:')
    for (const s of scored) {
      const m = measures(s)
      if (s.judged.kind === 'none' ? m.junk : m.ndcg < 0.8)
        console.log(
          `  [${s.judged.kind}] ${s.judged.q} (${m.ndcg.toFixed(2)}, ${s.total}): ${s.top.join(', ') || '-'}`,
        )
    }
  }

  // Latency: each query `repeat` times, cache off; with --baseline, rounds alternate between
  // that checkout's search and this one (A, B, A, B), on the same pool. At c connections, c
  // searches are in flight at once, each taking the next query of the round.
  type Search = typeof searchProducts
  const contenders: [string, Search][] = [['this checkout', searchProducts]]
  if (args.baseline) {
    const module = (await import(join(args.baseline, 'src/server/modules/search/search-service.ts'))) as {
      searchProducts: Search
    }
    contenders.unshift(['baseline', module.searchProducts])
  }
  const repeat = Number(args.repeat)
  const queries = RELEVANCE_SET.map((j) => SearchQuerySchema.parse({ q: j.q }))
  // Every pooled connection opened and warm before anything is timed.
  await Promise.all(
    Array.from({ length: Math.max(...connections) }, () =>
      queryRows(database.db, sql`SELECT pg_sleep(0.05)`),
    ),
  )
  if (args['by-kind'] && repeat > 0) {
    // CPU per search of each kind: every query of the kind 5 times in a row, one connection,
    // kinds and contenders interleaved (A, B, A, B) in each of `repeat` rounds.
    const inner = 5
    for (const [, search] of contenders) for (const query of queries) await search(database.db, caches, query)
    const cost = new Map<string, { n: number; nodeMs: number; dbMs: number }>()
    for (let r = 0; r < repeat; r++) {
      for (const kind of QUERY_KINDS) {
        const ofKind = RELEVANCE_SET.filter((j) => j.kind === kind).map((j) =>
          SearchQuerySchema.parse({ q: j.q }),
        )
        for (const [label, search] of contenders) {
          const cpu0 = process.cpuUsage()
          const db0 = admin ? await backendsCpuMs(admin, dbName) : undefined
          for (let i = 0; i < inner; i++) for (const query of ofKind) await search(database.db, caches, query)
          const cpu = process.cpuUsage(cpu0)
          const key = `${label}\t${kind}`
          const c = cost.get(key) ?? { n: 0, nodeMs: 0, dbMs: 0 }
          c.n += ofKind.length * inner
          c.nodeMs += (cpu.user + cpu.system) / 1000
          if (admin && db0) c.dbMs += backendsCpuDelta(db0, await backendsCpuMs(admin, dbName))
          cost.set(key, c)
        }
      }
    }
    console.log(
      `\nCPU per search by kind (ms, ${url ? 'Node + PostgreSQL' : 'Node + PGlite'}), 1 connection, load average ${loadavg()[0]!.toFixed(1)}:`,
    )
    console.log(['kind'.padEnd(12), ...contenders.map(([label]) => label.padStart(22))].join(''))
    for (const kind of [...QUERY_KINDS, 'all'] as const) {
      const cells = contenders.map(([label]) => {
        const parts = [...cost.entries()].filter(
          ([k]) => k.startsWith(`${label}\t`) && (kind === 'all' || k.endsWith(`\t${kind}`)),
        )
        const n = parts.reduce((s, [, c]) => s + c.n, 0)
        const node = parts.reduce((s, [, c]) => s + c.nodeMs, 0) / n
        const db = parts.reduce((s, [, c]) => s + c.dbMs, 0) / n
        return `${node.toFixed(2)} + ${db.toFixed(2)} = ${(node + db).toFixed(2)}`.padStart(22)
      })
      console.log([kind.padEnd(12), ...cells].join(''))
    }
  }
  for (const c of repeat > 0 && !args['by-kind'] ? connections : []) {
    const runs = contenders.map(([label, search]) => ({
      label,
      search,
      wall: [] as number[],
      nodeMs: 0,
      dbMs: 0,
      load: [] as number[],
    }))
    for (let r = 0; r < repeat; r++) {
      for (const run of runs) {
        run.load.push(loadavg()[0]!)
        const cpu0 = process.cpuUsage()
        const db0 = admin ? await backendsCpuMs(admin, dbName) : undefined
        let next = 0
        const worker = async () => {
          while (next < queries.length) {
            const query = queries[next++]!
            const t = performance.now()
            await run.search(database.db, caches, query)
            run.wall.push(performance.now() - t)
          }
        }
        await Promise.all(Array.from({ length: c }, worker))
        const cpu = process.cpuUsage(cpu0)
        run.nodeMs += (cpu.user + cpu.system) / 1000
        if (admin && db0) run.dbMs += backendsCpuDelta(db0, await backendsCpuMs(admin, dbName))
      }
    }
    for (const run of runs) {
      const n = run.wall.length
      run.wall.sort((a, b) => a - b)
      console.log(
        `\nLatency${runs.length > 1 ? ` (${run.label})` : ''}, ${n} searches at ${c} connection${c > 1 ? 's' : ''}, cache off: p50 ${quantile(run.wall, 0.5).toFixed(1)} ms, p95 ${quantile(run.wall, 0.95).toFixed(1)} ms, p99 ${quantile(run.wall, 0.99).toFixed(1)} ms; ` +
          `CPU per search: ${(run.nodeMs / n).toFixed(2)} ms ${url ? 'Node' : 'Node + PGlite'}${admin ? `, ${(run.dbMs / n).toFixed(2)} ms PostgreSQL` : ''}; ` +
          `load average ${Math.min(...run.load).toFixed(1)}–${Math.max(...run.load).toFixed(1)}`,
      )
    }
  }
} finally {
  await admin?.end()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
