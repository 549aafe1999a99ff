// npx tsx bench/checkout.ts [-- --shoppers 50 --seconds 10 --only postgres,pglite --built]
//   [--baseline <another checkout> --rounds 3 --port 3411 --db-name freshcart_bench_checkout]
//   [--slots 1]
//
// Checkout under load through the real HTTP API, on PostgreSQL (a fresh database
// freshcart_bench_checkout) and on PGlite (a fresh data folder). For each database:
//  1. prepares the demo catalogue, a roomy delivery slot (or --slots of them, shopper i booking
//     slot i mod n: one slot's orders each count its row in turn), and N signed-in shoppers;
//  2. starts the real server (from source with tsx, or dist/ with --built) on 127.0.0.1;
//  3. throughput: `shoppers` concurrent shoppers loop for `seconds`: put 1-3 products in the cart
//     (PUT /api/cart/items/:id) and place the order (POST /api/orders, fresh Idempotency-Key);
//  4. contention: 200 concurrent checkouts into a slot with 50 places; many shoppers at once
//     for a product with stock 10; one Idempotency-Key sent 20 times at once;
//  5. stops the server and checks the books: every product's stock equals its starting stock
//     minus what live orders hold (never negative), every slot counts exactly its live orders.
// Prints orders/s and p50/p95/p99 per call; writes bench/results/checkout-<date>.json.
// Shoppers' sessions are minted in the database (sign-in is rate limited per address); every
// measured call goes through the API with the session cookie, as a browser sends it.
import { type ChildProcess, spawn } from 'node:child_process'
import { createHmac, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDatabase, queryRows } from '../src/server/db/database.ts'
import { migrateDatabase } from '../src/server/db/migrate.ts'
import { addresses, products, sessions, users } from '../src/server/db/schema.ts'
import { seedDemoDataIfEmpty } from '../src/server/db/seed/seed-demo.ts'
import { createProduct, createSlot } from '../src/server/modules/checkout/checkout-fixtures.ts'
import { SLOT_FULL_MESSAGE } from '../src/server/modules/checkout/checkout-service.ts'
import { backendsCpuDelta, backendsCpuMs, processCpuMs } from './lib/cpu.ts'
import { startServer, stopServer } from './lib/server-process.ts'

export const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789'
const COOKIE_NAME = 'freshcart.session_token'
const ORIGIN_HOST = '127.0.0.1'
const silentLog = { info() {}, warn() {}, error() {} } as never

export type Shopper = { id: string; cookie: string; addressId: string; token: string }
export type Prepared = {
  shoppers: Shopper[]
  productIds: string[]
  locationId: string
  roomySlot: string
  /** The roomy slots the throughput shoppers are spread over (shopper i books slots[i mod n]). */
  roomySlots: string[]
  tightSlot: string
  scarceProduct: string
  initialStock: Map<string, number>
}

// ─── Preparation (straight into the database, before the server opens it) ───

export async function freshPostgres(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const u = new URL(adminUrl)
  u.pathname = `/${name}`
  return u.toString()
}

export const shopperId = (n: number) => `bench-shopper-${n}`
export const shopperToken = (n: number) => `bench-token-${n}-${SECRET.length}`
export const shopperAddressId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** better-auth's signed cookie value: `token.base64(HMAC-SHA256(secret, token))`, URI-encoded. */
export function sessionCookie(token: string): string {
  const signature = createHmac('sha256', SECRET).update(token).digest('base64')
  return `${COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`
}

export async function prepare(database: Database, shopperCount: number, slotCount = 1): Promise<Prepared> {
  await migrateDatabase(database)
  await seedDemoDataIfEmpty(database.db, silentLog)
  const { db } = database
  // Plenty of stock for the throughput run: it measures checkout, not running out.
  await db.update(products).set({ stockQuantity: 1_000_000 })
  const scarceProduct = await createProduct(db, { name: 'Bench scarce item', stock: 10, price: 4900 })
  const roomySlot = await createSlot(db, {
    daysFromToday: 2,
    startTime: '06:00',
    endTime: '07:00',
    maxOrders: 1_000_000,
  })
  // More roomy slots, on later days: every order counts its slot's row, which one slot's
  // checkouts take in turn (--slots measures what that costs).
  const roomySlots = [roomySlot]
  for (let k = 1; k < slotCount; k++)
    roomySlots.push(
      await createSlot(db, {
        daysFromToday: 2 + k,
        startTime: '06:00',
        endTime: '07:00',
        maxOrders: 1_000_000,
      }),
    )
  const tightSlot = await createSlot(db, {
    daysFromToday: 2,
    startTime: '21:00',
    endTime: '22:00',
    maxOrders: 50,
  })
  // Shoppers live in this area, at one of its pincodes (an address belongs to its area, ADR 019).
  const [location] = await queryRows<{ id: string; pincode: string | null }>(
    db,
    sql`SELECT id, pincodes[1] AS pincode FROM delivery_locations WHERE is_active ORDER BY name LIMIT 1`,
  )
  const productIds = (
    await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM products WHERE is_available AND id <> ${scarceProduct} ORDER BY id`,
    )
  ).map((r) => r.id)

  const shoppers: Shopper[] = []
  // Fresh for 30 days, so that no request refreshes it (session-cookie.ts). Numbered ids and
  // tokens: bench/checkout-pgbench.ts names a client's shopper from its number in SQL.
  const expiresAt = new Date(Date.now() + 30 * 24 * 3600_000)
  for (let start = 0; start < shopperCount; start += 100) {
    const batch = Array.from({ length: Math.min(100, shopperCount - start) }, (_, i) => ({
      id: shopperId(start + i),
      n: start + i,
      token: shopperToken(start + i),
    }))
    await db.insert(users).values(
      batch.map((b) => ({
        id: b.id,
        name: `Bench shopper ${b.n}`,
        email: `bench-${b.n}@bench.local`,
        emailVerified: true,
      })),
    )
    await db
      .insert(sessions)
      .values(batch.map((b) => ({ id: randomUUID(), token: b.token, userId: b.id, expiresAt })))
    const rows = await db
      .insert(addresses)
      .values(
        batch.map((b) => ({
          id: shopperAddressId(b.n),
          userId: b.id,
          title: 'Home',
          recipientName: `Shopper ${b.n}`,
          phone: '9876543210',
          addressLine1: `${b.n} MG Road`,
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: location?.pincode ?? '560001',
          locationId: location!.id,
        })),
      )
      .returning({ id: addresses.id, userId: addresses.userId })
    const addressOf = new Map(rows.map((r) => [r.userId, r.id]))
    for (const b of batch)
      shoppers.push({
        id: b.id,
        cookie: sessionCookie(b.token),
        addressId: addressOf.get(b.id)!,
        token: b.token,
      })
  }
  // The demo seed has past orders: the books count from stock plus what they already hold.
  const stock = await queryRows<{ id: string; stock: number }>(
    db,
    sql`SELECT p.id, p.stock_quantity + COALESCE((SELECT sum(oi.quantity) FROM order_items oi
          JOIN orders o ON o.id = oi.order_id WHERE oi.product_id = p.id AND o.status <> 'cancelled'), 0)::int AS stock
        FROM products p`,
  )
  return {
    shoppers,
    productIds,
    locationId: location!.id,
    roomySlot,
    roomySlots,
    tightSlot,
    scarceProduct,
    initialStock: new Map(stock.map((r) => [r.id, Number(r.stock)])),
  }
}

// ─── The server ─────────────────────────────────────────────────────────────

/** The server from source (tsx), started like bench/lib's startServer starts dist/. */
async function startSourceServer(env: Record<string, string>, port: number, cwd?: string) {
  const started = performance.now()
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: ORIGIN_HOST,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://${ORIGIN_HOST}:${port}/api/health`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) break
    } catch {}
    await new Promise((r) => setTimeout(r, 50))
    if (performance.now() - started > 120_000) throw new Error('server did not start in 120 s')
  }
  return { child, baseUrl: `http://${ORIGIN_HOST}:${port}` }
}

// ─── Load ───────────────────────────────────────────────────────────────────

type Call = { status: number; ms: number; body: unknown }

// node:http with a keep-alive agent rather than fetch: the load generator shares the two cores
// with the server and PostgreSQL, and fetch costs it about twice the CPU per call.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 })

/**
 * One call; sent again once when a kept-alive socket turns out closed by the server (every call
 * is safe to repeat: PUT sets a quantity, POST /orders carries its Idempotency-Key).
 */
async function api(...args: Parameters<typeof apiOnce>): Promise<Call> {
  try {
    return await apiOnce(...args)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') throw err
    return apiOnce(...args)
  }
}

function apiOnce(
  baseUrl: string,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  who: Shopper,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Call> {
  const t = performance.now()
  const payload = body ? JSON.stringify(body) : undefined
  return new Promise((resolvePromise, reject) => {
    const req = http.request(
      `${baseUrl}/api${path}`,
      {
        method,
        agent,
        headers: {
          cookie: who.cookie,
          // As a browser asks: the server compresses what is worth it.
          'accept-encoding': 'gzip',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', reject)
        res.on('end', () => {
          let raw = Buffer.concat(chunks)
          if (res.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw)
          const text = raw.toString('utf8')
          const ms = performance.now() - t
          let parsed: unknown = text
          try {
            parsed = JSON.parse(text)
          } catch {}
          resolvePromise({ status: res.statusCode ?? 0, ms, body: parsed })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const at = (p: number) => Number((s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0).toFixed(1))
  return {
    count: s.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: Number((s.at(-1) ?? 0).toFixed(1)),
  }
}

const order = (baseUrl: string, p: Prepared, who: Shopper, slotId: string, key = `bench-${randomUUID()}`) =>
  api(
    baseUrl,
    'POST',
    '/orders',
    who,
    { addressId: who.addressId, locationId: p.locationId, slotId, paymentMethod: 'cod' },
    { 'idempotency-key': key },
  )

const errorMessage = (c: Call) => (c.body as { error?: { message?: string } })?.error?.message ?? ''

async function throughput(baseUrl: string, p: Prepared, shoppers: Shopper[], seconds: number) {
  const cartMs: number[] = []
  const orderMs: number[] = []
  const failures = new Map<string, number>()
  const fail = (what: string, c: Call) => {
    const key = `${what} ${c.status} ${errorMessage(c)}`.trim()
    failures.set(key, (failures.get(key) ?? 0) + 1)
  }
  let orders = 0
  let seed = 1
  const pick = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return p.productIds[seed % p.productIds.length]!
  }
  const started = performance.now()
  const end = started + seconds * 1000
  await Promise.all(
    shoppers.map(async (who, index) => {
      const slot = p.roomySlots[index % p.roomySlots.length]!
      while (performance.now() < end) {
        const lines = 1 + (seed % 3)
        let ok = true
        for (let i = 0; i < lines; i++) {
          const c = await api(baseUrl, 'PUT', `/cart/items/${pick()}`, who, { quantity: 1 + (i % 2) })
          cartMs.push(c.ms)
          if (c.status !== 200) {
            fail('PUT /cart/items', c)
            ok = false
          }
        }
        if (!ok) continue
        const c = await order(baseUrl, p, who, slot)
        orderMs.push(c.ms)
        if (c.status === 201) orders += 1
        else fail('POST /orders', c)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  return {
    seconds: Number(elapsed.toFixed(1)),
    orders,
    ordersPerSec: Number((orders / elapsed).toFixed(1)),
    orderLatencyMs: percentiles(orderMs),
    cartLatencyMs: percentiles(cartMs),
    cartCallsPerSec: Number((cartMs.length / elapsed).toFixed(1)),
    failures: Object.fromEntries(failures),
  }
}

async function contention(baseUrl: string, p: Prepared) {
  const everyone = p.shoppers.slice(0, 200)
  const anyProduct = p.productIds[0]!
  // 200 checkouts at once into a slot with 50 places.
  for (const who of everyone) await api(baseUrl, 'PUT', `/cart/items/${anyProduct}`, who, { quantity: 1 })
  const slotRace = await Promise.all(everyone.map((who) => order(baseUrl, p, who, p.tightSlot)))
  const slot = {
    created: slotRace.filter((c) => c.status === 201).length,
    slotFull: slotRace.filter((c) => c.status === 409 && errorMessage(c) === SLOT_FULL_MESSAGE).length,
    other: slotRace.filter(
      (c) => c.status !== 201 && !(c.status === 409 && errorMessage(c) === SLOT_FULL_MESSAGE),
    ).length,
  }
  // Up to 50 shoppers at once for the last 10 of a product.
  const buyers = everyone.slice(0, 50)
  await Promise.all(
    buyers.map((who) => api(baseUrl, 'PUT', `/cart/items/${p.scarceProduct}`, who, { quantity: 1 })),
  )
  const stockRace = await Promise.all(buyers.map((who) => order(baseUrl, p, who, p.roomySlot)))
  // The same Idempotency-Key twenty times at once.
  const repeat = p.shoppers.at(-1)!
  await api(baseUrl, 'PUT', `/cart/items/${anyProduct}`, repeat, { quantity: 2 })
  const key = `bench-repeat-${randomUUID()}`
  const repeats = await Promise.all(
    Array.from({ length: 20 }, () => order(baseUrl, p, repeat, p.roomySlot, key)),
  )
  const orderIds = new Set(repeats.filter((c) => c.status < 300).map((c) => (c.body as { id: string }).id))
  return {
    slot,
    stock: {
      buyers: buyers.length,
      created: stockRace.filter((c) => c.status === 201).length,
      refused: stockRace.filter((c) => c.status !== 201).length,
    },
    idempotency: {
      sent: 20,
      statuses: repeats.map((c) => c.status).sort(),
      distinctOrders: orderIds.size,
    },
  }
}

// ─── The books after the run ────────────────────────────────────────────────

async function audit(database: Database, p: Prepared) {
  const { db } = database
  const held = await queryRows<{ id: string; stock: number; held: number }>(
    db,
    sql`SELECT p.id, p.stock_quantity AS stock, COALESCE(sum(oi.quantity) FILTER (WHERE o.status <> 'cancelled'), 0)::int AS held
        FROM products p
        LEFT JOIN order_items oi ON oi.product_id = p.id
        LEFT JOIN orders o ON o.id = oi.order_id
        GROUP BY p.id, p.stock_quantity`,
  )
  const stockMismatches = held.filter(
    (r) => Number(r.stock) !== (p.initialStock.get(r.id) ?? 0) - Number(r.held),
  )
  const negativeStock = held.filter((r) => Number(r.stock) < 0)
  const slots = await queryRows<{ id: string; current: number; max: number; live: number }>(
    db,
    sql`SELECT s.id, s.current_orders AS current, s.max_orders AS max,
               count(o.id) FILTER (WHERE o.status <> 'cancelled')::int AS live
        FROM delivery_slots s LEFT JOIN orders o ON o.delivery_slot_id = s.id
        GROUP BY s.id, s.current_orders, s.max_orders`,
  )
  const slotMismatches = slots.filter(
    (s) => Number(s.current) !== Number(s.live) || Number(s.current) > Number(s.max),
  )
  const [totals] = await queryRows<{ orders: number }>(db, sql`SELECT count(*)::int AS orders FROM orders`)
  const scarce = held.find((r) => r.id === p.scarceProduct)!
  const tight = slots.find((s) => s.id === p.tightSlot)!
  return {
    ordersInDatabase: Number(totals!.orders),
    stockMismatches: stockMismatches.length,
    negativeStock: negativeStock.length,
    slotMismatches: slotMismatches.length,
    scarceProduct: { stock: Number(scarce.stock), sold: Number(scarce.held) },
    tightSlot: { currentOrders: Number(tight.current), maxOrders: Number(tight.max) },
  }
}

// ─── One database ───────────────────────────────────────────────────────────

export async function benchCheckout(opts: {
  label: 'postgres' | 'pglite'
  env: Record<string, string>
  port: number
  shoppers: number
  seconds: number
  built: boolean
  /** Another checkout whose server is measured (an A/B baseline); this one by default. */
  serverDir?: string
  /** An admin connection to another database of the same PostgreSQL, for its backends' CPU. */
  pgAdminUrl?: string
  /** Throughput only: no races and no books (bench/checkout-pgbench.ts). */
  skipContention?: boolean
  /** Roomy slots the shoppers are spread over (1: every order counts the same slot's row). */
  slots?: number
}) {
  // 200 for the slot race, plus one who only repeats an Idempotency-Key.
  const shopperCount = Math.max(opts.shoppers, 200) + 1
  let database = await openDatabase({
    DATABASE_URL: opts.env.DATABASE_URL,
    DATA_DIR: opts.env.DATA_DIR ?? '',
  })
  const prepared = await prepare(database, shopperCount, opts.slots)
  if (database.kind === 'pglite') await database.close() // one owner at a time: the server opens it next

  const env = {
    ...opts.env,
    BETTER_AUTH_SECRET: SECRET,
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: `http://${ORIGIN_HOST}:${opts.port}`,
    // Each shopper writes far faster than a person (about 50 a second at 10 shoppers): the
    // per-session write limit (600 a minute) would answer 429 within seconds and the run would
    // measure refusals. The limiter still runs on every write, so its cost is counted.
    WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
  }
  const server = opts.built
    ? await startServer(env, opts.port, { cwd: opts.serverDir })
    : await startSourceServer(env, opts.port, opts.serverDir)
  const child: ChildProcess = server.child
  const admin = opts.pgAdminUrl ? new pg.Client({ connectionString: opts.pgAdminUrl }) : null
  await admin?.connect()
  const dbName = opts.env.DATABASE_URL ? new URL(opts.env.DATABASE_URL).pathname.slice(1) : ''
  try {
    const me = await api(server.baseUrl, 'GET', '/me', prepared.shoppers[0]!)
    if (me.status !== 200) throw new Error(`minted session refused: GET /api/me answered ${me.status}`)
    // Warm-up: JIT, pools and caches, a few seconds at the same concurrency.
    const warmShoppers = prepared.shoppers.slice(0, opts.shoppers)
    await throughput(server.baseUrl, prepared, warmShoppers, 2)
    // CPU of the server process (on PGlite the database runs in it) and of the PostgreSQL
    // backends serving the bench database, per order placed (cart calls included).
    const cpu0 = processCpuMs(child.pid!)
    const own0 = process.cpuUsage()
    const db0 = admin ? await backendsCpuMs(admin, dbName) : new Map<number, number>()
    const load = await throughput(server.baseUrl, prepared, warmShoppers, opts.seconds)
    const cpu1 = processCpuMs(child.pid!)
    const own1 = process.cpuUsage(own0)
    const db1 = admin ? await backendsCpuMs(admin, dbName) : new Map<number, number>()
    const n = Math.max(1, load.orders)
    const cpu = {
      serverMsPerOrder: Number(((cpu1 - cpu0) / n).toFixed(2)),
      databaseMsPerOrder: admin ? Number((backendsCpuDelta(db0, db1) / n).toFixed(2)) : null,
      loadGeneratorMsPerOrder: Number(((own1.user + own1.system) / 1000 / n).toFixed(2)),
      loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
    }
    if (opts.skipContention) return { label: opts.label, shoppers: opts.shoppers, load, cpu }
    const races = await contention(server.baseUrl, prepared)
    await stopServer(child)
    if (database.kind === 'pglite') {
      database = await openDatabase({ DATA_DIR: opts.env.DATA_DIR! })
    }
    const books = await audit(database, prepared)
    return { label: opts.label, shoppers: opts.shoppers, load, cpu, races, books }
  } finally {
    await stopServer(child)
    await admin?.end()
    await database.close()
  }
}

function verdict(r: Awaited<ReturnType<typeof benchCheckout>>): string[] {
  const problems: string[] = []
  const { races, books } = r
  if (!races || !books) return problems
  if (races.slot.created !== 50 || books.tightSlot.currentOrders !== 50)
    problems.push(
      `slot race: ${races.slot.created} orders, current_orders ${books.tightSlot.currentOrders} (want 50)`,
    )
  if (races.slot.slotFull !== 150)
    problems.push(`slot race: ${races.slot.slotFull} slot-full answers (want 150)`)
  if (races.stock.created !== 10 || books.scarceProduct.stock !== 0)
    problems.push(
      `stock race: ${races.stock.created} sold, stock ${books.scarceProduct.stock} (want 10 sold, 0 left)`,
    )
  if (races.idempotency.distinctOrders !== 1)
    problems.push(`idempotency: ${races.idempotency.distinctOrders} orders`)
  if (books.stockMismatches || books.negativeStock)
    problems.push(`stock books: ${books.stockMismatches} off, ${books.negativeStock} negative`)
  if (books.slotMismatches)
    problems.push(`slot books: ${books.slotMismatches} slots disagree with their orders`)
  return problems
}

function print(r: Awaited<ReturnType<typeof benchCheckout>>) {
  const { load } = r
  const f = (l: { p50: number; p95: number; p99: number; max: number; count: number }) =>
    `p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms (${l.count} calls)`
  console.log(`\nCheckout on ${r.label}, ${r.shoppers} concurrent shoppers, ${load.seconds} s:`)
  console.log(`  orders placed:    ${load.orders} (${load.ordersPerSec} orders/s)`)
  console.log(`  POST /api/orders: ${f(load.orderLatencyMs)}`)
  console.log(`  PUT cart item:    ${f(load.cartLatencyMs)}; ${load.cartCallsPerSec} calls/s`)
  console.log(
    `  CPU per order:    server ${r.cpu.serverMsPerOrder} ms` +
      (r.cpu.databaseMsPerOrder === null
        ? ' (PGlite inside)'
        : `, PostgreSQL ${r.cpu.databaseMsPerOrder} ms`) +
      `, load generator ${r.cpu.loadGeneratorMsPerOrder} ms; load average ${r.cpu.loadAverage.join(' ')}`,
  )
  if (Object.keys(load.failures).length) console.log('  failed calls:', load.failures)
  if (!r.races || !r.books) return Object.keys(load.failures).length === 0
  console.log(
    `  races: slot 50 places/200 checkouts → ${r.races.slot.created} orders, ${r.races.slot.slotFull} slot-full; ` +
      `stock 10/${r.races.stock.buyers} buyers → ${r.races.stock.created} sold; ` +
      `20× one Idempotency-Key → ${r.races.idempotency.distinctOrders} order`,
  )
  const problems = verdict(r)
  console.log(
    `  books: ${r.books.ordersInDatabase} orders; stock and slot counts ${problems.length ? 'WRONG' : 'consistent'}`,
  )
  for (const p of problems) console.log(`  ✗ ${p}`)
  return problems.length === 0
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

export type CheckoutBenchOptions = {
  shoppers: number
  seconds: number
  /** Admin URL of a reachable PostgreSQL, or null to skip it. */
  pgUrl: string | null
  pgliteDir: string | null
  poolSize?: string
  built: boolean
  /** Another checkout (e.g. main before a change): its server runs interleaved with this one's. */
  baselineDir?: string
  /** Rounds of A (baseline) then B (this checkout), each on a fresh database. */
  rounds?: number
  /** The PostgreSQL server's port; PGlite's is port + 1 and its socket port + 2. */
  port?: number
  /** The bench database's name (dropped and created again for every run). */
  dbName?: string
  /** Roomy slots the shoppers are spread over; 1 (the default) puts every order in one. */
  slots?: number
}

type Variant = { name: string; dir?: string }
type BenchResult = Awaited<ReturnType<typeof benchCheckout>> & { variant: string }

/** Both databases, printed; bench/run.ts calls this for `--only checkout`. */
export async function runCheckoutBench(o: CheckoutBenchOptions) {
  if (o.built && !existsSync('dist/server/main.js')) throw new Error('--built needs `npm run build` first')
  const pool: Record<string, string> = o.poolSize ? { DATABASE_POOL_SIZE: o.poolSize } : {}
  const port = o.port ?? 3411
  const variants: Variant[] = o.baselineDir
    ? [
        { name: 'A', dir: resolve(o.baselineDir) },
        { name: 'B', dir: undefined },
      ]
    : [{ name: 'B' }]
  const results: BenchResult[] = []
  let allGood = true
  const pgOk = o.pgUrl ? await pgReachable(o.pgUrl) : false
  if (o.pgUrl && !pgOk) console.log(`\nPostgreSQL at ${o.pgUrl} is not reachable; skipped.`)
  for (let round = 1; round <= (o.rounds ?? 1); round++) {
    for (const label of ['postgres', 'pglite'] as const) {
      for (const v of variants) {
        let r: Awaited<ReturnType<typeof benchCheckout>>
        if (label === 'postgres') {
          if (!o.pgUrl || !pgOk) continue
          const url = await freshPostgres(o.pgUrl, o.dbName ?? 'freshcart_bench_checkout')
          r = await benchCheckout({
            label,
            env: { DATABASE_URL: url, DATA_DIR: '/tmp/freshcart-bench-checkout-pgdata', ...pool },
            port,
            shoppers: o.shoppers,
            seconds: o.seconds,
            built: o.built,
            serverDir: v.dir,
            pgAdminUrl: o.pgUrl,
            slots: o.slots,
          })
        } else {
          if (!o.pgliteDir) continue
          rmSync(o.pgliteDir, { recursive: true, force: true })
          r = await benchCheckout({
            label,
            env: { DATA_DIR: o.pgliteDir, PGLITE_SOCKET_PORT: String(o.port ? port + 2 : 5597) },
            port: port + 1,
            shoppers: o.shoppers,
            seconds: o.seconds,
            built: o.built,
            serverDir: v.dir,
            slots: o.slots,
          })
        }
        if (variants.length > 1) console.log(`\n[round ${round}, ${v.name} = ${v.dir ?? process.cwd()}]`)
        results.push({ ...r, variant: v.name })
        allGood = print(r) && allGood
      }
    }
  }
  if (results.length > 1) summarise(results)
  return { results, allGood }
}

/** Ranges over the rounds, per database and variant. */
function summarise(results: BenchResult[]) {
  const range = (xs: number[]) => `${Math.min(...xs)}–${Math.max(...xs)}`
  console.log('\nRanges over the rounds (min–max):')
  for (const label of ['postgres', 'pglite']) {
    for (const variant of ['A', 'B']) {
      const rs = results.filter((r) => r.label === label && r.variant === variant)
      if (rs.length === 0) continue
      console.log(
        `  ${label.padEnd(8)} ${variant}: ${range(rs.map((r) => r.load.ordersPerSec))} orders/s, ` +
          `order p50 ${range(rs.map((r) => r.load.orderLatencyMs.p50))} ms, p99 ${range(rs.map((r) => r.load.orderLatencyMs.p99))} ms, ` +
          `server CPU ${range(rs.map((r) => r.cpu.serverMsPerOrder))} ms/order` +
          (label === 'postgres'
            ? `, PostgreSQL CPU ${range(rs.map((r) => r.cpu.databaseMsPerOrder ?? 0))} ms/order`
            : ''),
      )
    }
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      shoppers: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
      only: { type: 'string', default: 'postgres,pglite' },
      'pg-url': {
        type: 'string',
        default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      },
      'pglite-dir': { type: 'string', default: '/tmp/freshcart-bench-checkout-pglite' },
      'pool-size': { type: 'string', default: '' },
      built: { type: 'boolean', default: false },
      baseline: { type: 'string', default: '' },
      rounds: { type: 'string', default: '1' },
      port: { type: 'string', default: '' },
      'db-name': { type: 'string', default: 'freshcart_bench_checkout' },
      slots: { type: 'string', default: '1' },
    },
  })
  const only = new Set(values.only.split(','))
  const shoppers = Number(values.shoppers)
  const seconds = Number(values.seconds)
  const { results, allGood } = await runCheckoutBench({
    shoppers,
    seconds,
    pgUrl: only.has('postgres') ? values['pg-url'] : null,
    pgliteDir: only.has('pglite') ? values['pglite-dir'] : null,
    poolSize: values['pool-size'],
    built: values.built,
    baselineDir: values.baseline || undefined,
    rounds: Number(values.rounds),
    port: values.port ? Number(values.port) : undefined,
    dbName: values['db-name'],
    slots: Number(values.slots),
  })
  mkdirSync('bench/results', { recursive: true })
  const date = new Date().toISOString()
  const file = `bench/results/checkout-${date}.json`.replaceAll(':', '-')
  writeFileSync(file, JSON.stringify({ date, shoppers, seconds, results }, null, 2))
  console.log(`\nWritten to ${file}`)
  if (!allGood) process.exitCode = 1
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}
