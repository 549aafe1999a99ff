import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDatabase, queryRows } from '../src/server/db/database.ts'
import { migrateDatabase } from '../src/server/db/migrate.ts'
import { seedDemoDataIfEmpty } from '../src/server/db/seed/seed-demo.ts'
import { seedLargeCatalogue } from '../src/server/db/seed/seed-large.ts'
import { load, loopRate } from './lib/load.ts'
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

/** Bare SQL rate of the category-listing query through the driver, for the API-overhead ratio. */
async function bareListingRate(database: Database, categoryIds: string[], seconds: number) {
  let i = 0
  return loopRate(async () => {
    const id = categoryIds[i++ % categoryIds.length]
    await database.db.execute(sql`
      SELECT id, name, unit, price, original_price, image_url, badge, rating, review_count,
             is_available, is_featured, stock_quantity, category_id, count(*) OVER () AS total
      FROM products WHERE category_id = ${id} AND is_available
      ORDER BY rating DESC, id LIMIT 24`)
  }, seconds)
}

export async function benchCatalogue(opts: {
  label: string
  env: Record<string, string>
  port: number
  seconds: number
}) {
  const { child, startupMs, baseUrl } = await startServer(opts.env, opts.port)
  try {
    const categories = (await (await fetch(`${baseUrl}/api/categories`)).json()) as { id: string }[]
    const ids = categories.map((c) => c.id)
    const sorts = ['rating', 'price-low', 'price-high', 'name']
    const listingPaths = ids.flatMap((id) => sorts.map((s) => `/api/categories/${id}/products?sort=${s}`))
    const searchPaths = SEARCH_TERMS.map((q) => `/api/search?q=${encodeURIComponent(q)}`)
    // Warm up caches and the JIT before measuring.
    await load(baseUrl, listingPaths, 2)
    const listing = await load(baseUrl, listingPaths, opts.seconds)
    await load(baseUrl, searchPaths, 2)
    const search = await load(baseUrl, searchPaths, opts.seconds)
    const idleMb = rssMb(child.pid!)
    // The bare query runs after the server stopped: PGlite's data dir has one owner at a time.
    await stopServer(child)
    const database = await openForBench(opts.env)
    const bare = await bareListingRate(database, ids, Math.min(opts.seconds, 5))
    await database.close()
    return {
      label: opts.label,
      startupMs: Math.round(startupMs),
      idleMbAfterLoad: idleMb,
      listing,
      search,
      bare,
    }
  } finally {
    await stopServer(child)
  }
}

export async function openForBench(env: Record<string, string>) {
  return openDatabase({
    DATABASE_URL: env.DATABASE_URL,
    DATA_DIR: env.DATA_DIR ?? '',
    DATABASE_POOL_SIZE: 20,
  })
}
