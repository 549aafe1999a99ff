// npm run bench is for the storefront; this one is on its own:
//   npx tsx bench/csv-import.ts [--rows 10000] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
// Generates a CSV of products (quoted descriptions with commas, '₹1,299.50' style prices,
// categories by name and by id, a few broken rows) and imports it through the real route,
// POST /api/admin/products/import as a signed-in admin, on a fresh PostgreSQL database
// (freshcart_bench_csv) and on an in-memory PGlite. Prints seconds; the target is < 10 s on
// PostgreSQL for 10,000 rows. All traffic stays in-process (app.inject).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { count, eq } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../src/server/app.ts'
import { grantAdmin } from '../src/server/auth/roles.ts'
import { loadConfig } from '../src/server/config.ts'
import { type Database, postgresDatabase } from '../src/server/db/database.ts'
import { migrateDatabase } from '../src/server/db/migrate.ts'
import { openPglite, pgliteDatabase } from '../src/server/db/pglite-database.ts'
import { categories, products, users } from '../src/server/db/schema.ts'
import { OUTBOX_DIR } from '../src/server/lib/mailer.ts'

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
})
const ROWS = Number(values.rows)
const DB_NAME = 'freshcart_bench_csv'
const ORIGIN = 'http://localhost:3000'
const CATEGORY_NAMES = ['Fruits & Vegetables', 'Dairy, Bread & Eggs', 'Snacks & Drinks', 'Grocery & Kitchen']

/** Every 500th row is broken (bad price) so the error path is part of the figure. */
function generateCsv(rows: number, categoryIds: string[]): { csv: Buffer; broken: number } {
  const lines = [
    'name,description,price,original_price,stock_quantity,category_id,unit,is_available,is_featured',
  ]
  let broken = 0
  for (let i = 1; i <= rows; i++) {
    const rupees = 10 + (i % 2000)
    const price = i % 500 === 0 ? 'free' : `"₹${rupees.toLocaleString('en-IN')}.50"`
    if (i % 500 === 0) broken++
    const category =
      i % 2 === 0 ? CATEGORY_NAMES[i % CATEGORY_NAMES.length] : categoryIds[i % categoryIds.length]
    lines.push(
      [
        `"Bench Product ${i}"`,
        `"Row ${i}, with a comma and ""quotes""\nand a second line"`,
        price,
        i % 3 === 0 ? `${rupees + 20}` : '',
        String(i % 300),
        `"${category}"`,
        '1 kg',
        i % 7 === 0 ? 'false' : 'true',
        i % 11 === 0 ? '1' : '0',
      ].join(','),
    )
  }
  return { csv: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`), broken }
}

function multipart(filename: string, data: Buffer) {
  const boundary = `----freshcartbench${Date.now()}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

async function freshPgDatabase(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${DB_NAME}`)
  await admin.end()
  const u = new URL(adminUrl)
  u.pathname = `/${DB_NAME}`
  return u.toString()
}

async function run(label: string, database: Database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freshcart-bench-csv-'))
  try {
    await migrateDatabase(database)
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      SEED_DEMO_DATA: 'false',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    })
    const app = await buildApp({ config, database, logger: false, clientDir: join(dataDir, 'no-client') })
    await app.ready()
    const { db } = database
    const cats = await db
      .insert(categories)
      .values(CATEGORY_NAMES.map((name, i) => ({ name, sortOrder: i })))
      .returning({ id: categories.id })

    // A real admin session: sign up, follow the mailed link, grant the role.
    const email = 'bench-admin@example.in'
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'Basket2Go', name: 'Bench Admin' },
      headers: { origin: ORIGIN },
    })
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`)
    const outbox = join(dataDir, OUTBOX_DIR)
    const mail = JSON.parse(readFileSync(join(outbox, readdirSync(outbox).sort().at(-1)!), 'utf8'))
    const link = new URL(mail.links[0])
    const verified = await app.inject({ url: link.pathname + link.search })
    const cookie = verified.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
    await grantAdmin(db, user!.id)

    const { csv, broken } = generateCsv(
      ROWS,
      cats.map((c) => c.id),
    )
    const form = multipart('bench-products.csv', csv)
    const started = performance.now()
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      payload: form.payload,
      headers: { 'content-type': form.contentType, cookie },
    })
    const seconds = (performance.now() - started) / 1000
    if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body}`)
    const result = res.json() as { successful: number; failed: number }
    const [saved] = await db.select({ n: count() }).from(products)
    console.log(
      `${label.padEnd(10)} ${ROWS} rows (${(csv.length / 1024 / 1024).toFixed(2)} MB): ${seconds.toFixed(2)} s` +
        `  successful ${result.successful}, failed ${result.failed} (expected ${broken}), rows in table ${saved?.n}`,
    )
    if (result.successful !== ROWS - broken || saved?.n !== ROWS - broken)
      throw new Error('row counts do not add up')
    await app.close()
    return seconds
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

console.log(`CSV bulk import through POST /api/admin/products/import (target: < 10 s on PostgreSQL)`)
let pgReady = true
try {
  const url = await freshPgDatabase(values['pg-url'])
  await run('postgres', postgresDatabase(url, 5))
} catch (err) {
  pgReady = false
  console.log(`postgres   skipped: ${err instanceof Error ? err.message : err}`)
}
await run('pglite', pgliteDatabase(await openPglite()))
if (!pgReady) process.exitCode = 1
