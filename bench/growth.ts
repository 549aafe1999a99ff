// npm run bench -- --only growth [--sizes 10000,100000,1000000 --seconds 5 --growth-port 3401
//   --growth-db-prefix freshcart_growth]
//
// Flat cost as the catalogue grows (issue 13 item 3, ADR 026). For each size, a PostgreSQL
// database <prefix>_<size> holding the demo store plus synthetic products up to that many
// (seeded on first use, as `npm run db:seed -- --products N` does), and the built server on it with the page cache off, so every request reaches the database. Each group of
// requests runs at 1 and at 20 connections; printed per size: p50/p95/p99 (ms), req/s, and the
// CPU each request cost the server process and the PostgreSQL backends of its database (from
// /proc), which varies far less than req/s on a shared machine.
//
// Groups (each cycles through its URLs):
// - first page: page 1 of every category, default sort;
// - last page: last=true of every category (read backwards from the end of the index);
// - deep page: the page before each category's last page, through its cursor;
// - sorts: page 1 and page 2 (by cursor) of each sort order, in every category and in 'all';
// - filters: price range, minimum rating, in stock, and all three at once, in every category;
// - search: common and rare words, a typo, Hinglish, by relevance, by price and by rating;
// - search by name: the same words sorted by name, the first page and the last (ADR 056);
// - search descriptions: several words no name holds together, so that each search ends in the
//   descriptions reading (ADR 060), most finding nothing.
//
// --growth-baseline <dir of a built checkout> starts that checkout's server beside this one on
// the same database (port + 1) and runs each group on both, baseline then this, for
// --growth-rounds rounds (A, B, A, B).
import { loadavg } from 'node:os'
import pg from 'pg'
import { PRODUCT_SORTS } from '../src/shared/schemas/catalog.ts'
import { ensurePgDatabase, openForBench, prepareCatalogue } from './catalog.ts'
import { backendsCpuDelta, backendsCpuMs, processCpuMs } from './lib/cpu.ts'
import { load } from './lib/load.ts'
import { startServer, stopServer } from './lib/server-process.ts'

/** The search group's words (search-answers.ts asks them too). */
export const SEARCHES = [
  'milk',
  'paneer',
  'atta',
  'basmati rice',
  'amul butter',
  'panner',
  'doodh',
  'chips',
  'soap',
  'ice crem',
]
// Each ends in the descriptions reading: nothing (or, for the last two, no name) holds every word.
export const DESCRIBED_SEARCHES = [
  'kheer mix',
  'green tea',
  'sandal slippers',
  'almond milk',
  'peanut butter',
  'dog food',
  'laptop charger',
  'frozen peas',
  'kheer milk',
  'cottage cheese',
]
const FILTERS = [
  'minPrice=5000&maxPrice=50000',
  'minRating=4',
  'inStock=true',
  'minPrice=5000&maxPrice=50000&minRating=4&inStock=true',
]
// The filter sheet's extremes with every sort: the slider's ends (under ₹20, ₹900 and up) and
// a narrow band, each alone and with the rating and stock filters, so the sort's index meets
// few matching rows.
const SORTED_FILTERS = [
  ...FILTERS,
  'maxPrice=2000',
  'minPrice=90000',
  'minPrice=30000&maxPrice=31000',
  'minPrice=90000&minRating=4&inStock=true',
  'maxPrice=2000&minRating=4&inStock=true',
  'minRating=1&inStock=true',
]

type Row = {
  build: string
  group: string
  connections: number
  p50: number
  p95: number
  p99: number
  requestsPerSec: number
  serverCpuMsPerRequest: number
  dbCpuMsPerRequest: number
  non2xx: number
  /** The machine's 1-minute load average when the run ended. */
  load: string
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

type Page = { nextCursor: string | null; prevCursor: string | null }

export async function groupsFor(baseUrl: string): Promise<Record<string, string[]>> {
  const categories = await json<{ id: string }[]>(`${baseUrl}/api/categories`)
  const listing = (id: string) => `/api/categories/${id}/products`
  const deep: string[] = []
  for (const c of categories) {
    const last = await json<Page>(`${baseUrl}${listing(c.id)}?last=true`)
    if (last.prevCursor) deep.push(`${listing(c.id)}?before=${last.prevCursor}`)
  }
  const sorts: string[] = []
  for (const sort of PRODUCT_SORTS) {
    for (const base of [...categories.map((c) => listing(c.id)), '/api/products']) {
      const first = `${base}?sort=${sort}`
      const page = await json<Page>(baseUrl + first)
      sorts.push(first)
      if (page.nextCursor) sorts.push(`${base}?sort=${sort}&page=2&after=${page.nextCursor}`)
    }
  }
  // Every sort with every filter, in every category and in 'all' (also narrowed to a category,
  // as the All Products sheet does): page 1, page 2 by cursor and the last page.
  const filteredSorts: string[] = []
  const scopes = [
    ...categories.map((c) => ({ base: listing(c.id), extra: '' })),
    { base: '/api/products', extra: '' },
    ...categories.slice(0, 2).map((c) => ({ base: '/api/products', extra: `&categoryId=${c.id}` })),
  ]
  for (const { base, extra } of scopes) {
    for (const filter of SORTED_FILTERS) {
      for (const sort of PRODUCT_SORTS) {
        const first = `${base}?sort=${sort}&${filter}${extra}`
        const page = await json<Page>(baseUrl + first)
        filteredSorts.push(first, `${first}&last=true`)
        if (page.nextCursor) filteredSorts.push(`${first}&page=2&after=${page.nextCursor}`)
      }
    }
  }
  return {
    'first page': categories.map((c) => listing(c.id)),
    'last page': categories.map((c) => `${listing(c.id)}?last=true`),
    'deep page': deep,
    sorts,
    filters: categories.flatMap((c) => FILTERS.map((f) => `${listing(c.id)}?${f}`)),
    'filter × sort': filteredSorts,
    search: SEARCHES.flatMap((q) =>
      ['relevance', 'price-low', 'rating'].map(
        (sort) => `/api/search?q=${encodeURIComponent(q)}&sort=${sort}`,
      ),
    ),
    'search by name': SEARCHES.flatMap((q) =>
      ['', '&last=true'].map((page) => `/api/search?q=${encodeURIComponent(q)}&sort=name${page}`),
    ),
    'search descriptions': DESCRIBED_SEARCHES.map((q) => `/api/search?q=${encodeURIComponent(q)}`),
  }
}

export async function runGrowth(opts: {
  pgAdminUrl: string
  sizes: number[]
  seconds: number
  port: number
  dbPrefix: string
  /** Only these groups (all when empty). */
  groups?: string[]
  /** Also time every URL of the groups alone (1 connection) and print the slowest N. */
  slowest?: number
  /** Calls of each URL timed alone (3 unless given). */
  slowestCalls?: number
  /** A built checkout whose server runs each group too, interleaved with this one's. */
  baseline?: string
  /** Rounds of each group per server (baseline, this, baseline, this…). */
  rounds?: number
}) {
  const admin = new pg.Client({ connectionString: opts.pgAdminUrl })
  await admin.connect()
  const results: Record<string, Row[]> = {}
  try {
    for (const size of opts.sizes) {
      const name = `${opts.dbPrefix}_${size}`
      const url = await ensurePgDatabase(opts.pgAdminUrl, name)
      const database = await openForBench({ DATABASE_URL: url })
      await prepareCatalogue(database, size)
      await database.close()
      const env = { DATABASE_URL: url, SEED_DEMO_DATA: 'false', CATALOG_CACHE: 'false' }
      const servers = [
        ...(opts.baseline
          ? [{ build: 'baseline', ...(await startServer(env, opts.port + 1, { cwd: opts.baseline })) }]
          : []),
        { build: 'this', ...(await startServer(env, opts.port)) },
      ]
      const baseUrl = servers.at(-1)!.baseUrl
      const rows: Row[] = []
      try {
        const all = await groupsFor(baseUrl)
        const groups = Object.entries(all).filter(([g]) => !opts.groups?.length || opts.groups.includes(g))
        if (opts.slowest)
          await printSlowest(baseUrl, groups, opts.slowest, opts.slowestCalls ?? 3, {
            admin,
            database: name,
            pid: servers.at(-1)!.child.pid!,
          })
        for (const [group, paths] of groups) {
          // Warm the JIT and the database's buffers for these pages.
          for (const server of servers) await load(server.baseUrl, paths, 1, 4)
          for (let round = 0; round < (opts.rounds ?? 1); round++) {
            for (const server of servers) {
              for (const connections of [1, 20]) {
                const cpu0 = processCpuMs(server.child.pid!)
                const db0 = await backendsCpuMs(admin, name)
                const r = await load(server.baseUrl, paths, opts.seconds, connections)
                const serverMs = processCpuMs(server.child.pid!) - cpu0
                const dbMs = backendsCpuDelta(db0, await backendsCpuMs(admin, name))
                const n = Math.max(1, r.total)
                rows.push({
                  build: servers.length > 1 ? `${server.build} ${round + 1}` : '',
                  group,
                  connections,
                  p50: r.latency.p50,
                  p95: r.latency.p95,
                  p99: r.latency.p99,
                  requestsPerSec: r.requestsPerSec,
                  serverCpuMsPerRequest: Number((serverMs / n).toFixed(2)),
                  dbCpuMsPerRequest: Number((dbMs / n).toFixed(2)),
                  non2xx: r.non2xx,
                  load: loadavg()[0]!.toFixed(1),
                })
              }
            }
          }
        }
      } finally {
        for (const server of servers) await stopServer(server.child)
      }
      results[size] = rows
      console.log(
        `\n${size.toLocaleString('en-IN')} products (PostgreSQL, cache off, ${opts.seconds} s per run):`,
      )
      console.log(
        `  ${opts.baseline ? 'build       ' : ''}group        conns   p50   p95   p99 (ms)   req/s  CPU ms/req server + db   non-2xx   load`,
      )
      for (const r of rows)
        console.log(
          `  ${opts.baseline ? r.build.padEnd(12) : ''}${r.group.padEnd(12)} ${String(r.connections).padStart(5)} ${String(r.p50).padStart(5)} ${String(r.p95).padStart(5)} ${String(r.p99).padStart(5)}      ${String(r.requestsPerSec).padStart(6)}  ${r.serverCpuMsPerRequest.toFixed(2)} + ${r.dbCpuMsPerRequest.toFixed(2)}   ${r.non2xx}   ${r.load}`,
        )
    }
  } finally {
    await admin.end()
  }
  return results
}

/**
 * Each URL of the groups timed alone, `calls` times in a row after one warm-up (1 connection); the
 * slowest by median, with the CPU a call cost the server and the database's backends (from /proc:
 * its ticks are 10 ms, so ask for 20 calls or more when the CPU column matters).
 */
async function printSlowest(
  baseUrl: string,
  groups: [string, string[]][],
  n: number,
  calls: number,
  cpu: { admin: pg.Client; database: string; pid: number },
) {
  const timed: { group: string; path: string; ms: number; serverMs: number; dbMs: number }[] = []
  for (const [group, paths] of groups) {
    for (const path of paths) {
      const times: number[] = []
      let server0 = 0
      let db0 = new Map<number, number>()
      for (let i = 0; i <= calls; i++) {
        if (i === 1) {
          server0 = processCpuMs(cpu.pid)
          db0 = await backendsCpuMs(cpu.admin, cpu.database)
        }
        const t = performance.now()
        const res = await fetch(baseUrl + path)
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`${path}: ${res.status}`)
        if (i > 0) times.push(performance.now() - t)
      }
      const serverMs = (processCpuMs(cpu.pid) - server0) / calls
      const dbMs = backendsCpuDelta(db0, await backendsCpuMs(cpu.admin, cpu.database)) / calls
      times.sort((a, b) => a - b)
      timed.push({ group, path, ms: times[Math.floor(times.length / 2)]!, serverMs, dbMs })
    }
  }
  timed.sort((a, b) => b.ms - a.ms)
  console.log(
    `  slowest of ${timed.length} URLs (median of ${calls}, 1 connection; CPU ms a call server + db):`,
  )
  for (const t of timed.slice(0, n))
    console.log(
      `  ${t.ms.toFixed(1).padStart(7)} ms  ${t.serverMs.toFixed(2)} + ${t.dbMs.toFixed(2)}  ${t.group}: ${t.path}`,
    )
}
