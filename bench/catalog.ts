import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDatabase, queryRows } from '../src/server/db/database.ts'
import { migrateDatabase } from '../src/server/db/migrate.ts'
import { seedDemoDataIfEmpty } from '../src/server/db/seed/seed-demo.ts'
import { seedLargeCatalogue } from '../src/server/db/seed/seed-large.ts'
import { createCatalogCaches } from '../src/server/modules/catalog/catalog-cache.ts'
import { listCategoryProducts } from '../src/server/modules/catalog/product-listing.ts'
import { ProductFiltersSchema } from '../src/shared/schemas/catalog.ts'
import { type LoadResult, load, loopRate } from './lib/load.ts'
import { rssMb, startServer, stopServer } from './lib/server-process.ts'

const SEARCH_TERMS = [
  'milk',
  'paneer',
  'ice crem',
  'atta',
  'panner',
  'amul butter',
  'chips',
  'soap',
  'basmati',
  'dal',
]
const silentLog = { info() {}, warn() {}, error() {} } as never

/** Makes sure the database holds the demo data plus `products` synthetic products. */
export async function prepareCatalogue(database: Database, products: number) {
  await migrateDatabase(database)
  await seedDemoDataIfEmpty(database.db, silentLog)
  const rows = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM products`)
  const have = Number(rows[0]?.n ?? 0)
  if (have < products) {
    const t = performance.now()
    await seedLargeCatalogue(database.db, products - have)
    console.log(`  seeded ${products - have} products in ${((performance.now() - t) / 1000).toFixed(1)} s`)
  }
}

export async function ensurePgDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  if (!rowCount) await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const u = new URL(adminUrl)
  u.pathname = `/${name}`
  return u.toString()
}

const SORTS = ['rating', 'price-low', 'price-high', 'name'] as const
const PAGES = [1, 2, 3]
const PRICE_FILTERS = [{}, { minPrice: 5_000, maxPrice: 50_000 }]

/** Every category × sort × page × price filter: 192 distinct listings on the demo categories. */
export function listingCases(categoryIds: string[]) {
  return categoryIds.flatMap((id) =>
    SORTS.flatMap((sort) =>
      PAGES.flatMap((page) => PRICE_FILTERS.map((price) => ({ id, filters: { sort, page, ...price } }))),
    ),
  )
}

export function listingPath({ id, filters }: ReturnType<typeof listingCases>[number]) {
  const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)]))
  return `/api/categories/${id}/products?${query}`
}

/** The URLs of every listing case over these categories. */
export function listingPaths(categoryIds: string[]): string[] {
  return listingCases(categoryIds).map(listingPath)
}

/**
 * The same listings through the service function with the cache off: the same SQL through the
 * same driver and pool, without HTTP, routing, validation and JSON. The API's rate over this
 * one is its own overhead.
 */
async function bareListingRate(database: Database, categoryIds: string[], seconds: number) {
  const cases = listingCases(categoryIds)
  const caches = createCatalogCaches(false)
  let i = 0
  return loopRate(async () => {
    const c = cases[i++ % cases.length]!
    const filters = ProductFiltersSchema.parse(c.filters)
    await listCategoryProducts(database.db, caches, c.id, filters)
  }, seconds)
}

export async function benchCatalogue(opts: {
  label: string
  env: Record<string, string>
  port: number
  seconds: number
}) {
  // Each server runs twice: as deployed (the 10 s page cache of ADR 008 on) and with the cache
  // off, so every request reaches the database.
  const runs: Record<string, { listing: LoadResult; search: LoadResult; rssMbAfterLoad: number }> = {}
  let ids: string[] = []
  for (const cache of ['on', 'off'] as const) {
    const { child, baseUrl } = await startServer(
      { ...opts.env, CATALOG_CACHE: String(cache === 'on') },
      opts.port,
    )
    try {
      const categories = (await (await fetch(`${baseUrl}/api/categories`)).json()) as { id: string }[]
      ids = categories.map((c) => c.id)
      const paths = listingPaths(ids)
      const searchPaths = SEARCH_TERMS.flatMap((q) =>
        ['relevance', 'price-low'].flatMap((sort) =>
          [1, 2].map((page) => `/api/search?q=${encodeURIComponent(q)}&sort=${sort}&page=${page}`),
        ),
      )
      // Warm up the JIT (and, when on, the cache) before measuring.
      await load(baseUrl, paths, 2)
      const listing = await load(baseUrl, paths, opts.seconds)
      await load(baseUrl, searchPaths, 2)
      const search = await load(baseUrl, searchPaths, opts.seconds)
      runs[`cache-${cache}`] = { listing, search, rssMbAfterLoad: rssMb(child.pid!) }
    } finally {
      await stopServer(child)
    }
  }
  // The bare query runs after the server stopped: PGlite's data dir has one owner at a time.
  const database = await openForBench(opts.env)
  const bare = await bareListingRate(database, ids, Math.min(opts.seconds, 5))
  await database.close()
  return { label: opts.label, runs, bare }
}

export async function openForBench(env: Record<string, string>) {
  return openDatabase({
    DATABASE_URL: env.DATABASE_URL,
    DATA_DIR: env.DATA_DIR ?? '',
    DATABASE_POOL_SIZE: 20,
  })
}
