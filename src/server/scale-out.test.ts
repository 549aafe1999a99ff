import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '#server/cli/cli.ts'
import { type Database, postgresDatabase } from '#server/db/database.ts'
import { migrateDatabase } from '#server/db/migrate.ts'
import { users } from '#server/db/schema.ts'
import { PAGE_TTL_MS } from '#server/modules/catalog/catalog-cache.ts'
import {
  createAddress,
  createLocation,
  createProduct,
  createSlot,
} from '#server/modules/checkout/checkout-fixtures.ts'
import { connect } from '#server/modules/realtime/realtime-test-client.ts'
import {
  findPostgresBin,
  freePort,
  type PrivatePostgres,
  startPrivatePostgres,
} from '#server/test-support/private-postgres.ts'
import { type ServerProcess, startServerProcess } from '#server/test-support/server-process.ts'

// Issue 10 item 15: two store instances on one PostgreSQL database behind a real reverse proxy
// (Debian's nginx, started here on loopback ports; the configuration is docs/deploying.md's).
// A shopper signed in through the proxy is served by either instance, a live order update made
// on one instance reaches a socket held by the other, and an admin's price change shows on both
// within the catalogue cache time. Runs once, in the PGlite pass; skips (saying why) without
// initdb or nginx.

const bin = findPostgresBin()
const nginx = [
  '/usr/sbin/nginx',
  spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim(),
].find((p) => p && spawnSync(p, ['-v']).status === 0)
const skip = process.env.TEST_DATABASE_URL
  ? 'runs in the PGlite pass'
  : !bin
    ? 'initdb not found (install the postgresql package)'
    : !nginx
      ? 'nginx not found (install the nginx package)'
      : null
if (skip && !process.env.TEST_DATABASE_URL) console.warn(`scale-out.test.ts SKIPPED: ${skip}`)

const ADMIN = { email: 'owner@example.in', password: 'Mandi2025x' }
const SHOPPER = { email: 'asha@example.in', password: 'Basket2Go9' }

describe.skipIf(skip)('two instances behind nginx on one PostgreSQL', () => {
  let pg: PrivatePostgres
  let database: Database
  let a: ServerProcess
  let b: ServerProcess
  let proxy: ChildProcess
  let proxyUrl: string
  let dir: string
  let productId: string
  let where: { locationId: string; slotId: string; addressId: string }

  beforeAll(async () => {
    pg = await startPrivatePostgres(bin!)
    database = postgresDatabase(pg.url, 2, { cacheStatements: false })
    database.onConnectionError(() => {})
    await migrateDatabase(database)
    const quiet = { env: { DATABASE_URL: pg.url, LOG_LEVEL: 'silent' }, out: () => {}, err: () => {} }
    expect(
      await runCli(
        ['create-user', '--email', ADMIN.email, '--password', ADMIN.password, '--admin', '--verified'],
        quiet,
      ),
    ).toBe(0)
    expect(
      await runCli(
        ['create-user', '--email', SHOPPER.email, '--password', SHOPPER.password, '--verified'],
        quiet,
      ),
    ).toBe(0)
    const [shopper] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, SHOPPER.email))
    productId = await createProduct(database.db, { price: 5000, stock: 100 })
    where = {
      locationId: await createLocation(database.db),
      slotId: await createSlot(database.db),
      addressId: await createAddress(database.db, shopper!.id),
    }

    const proxyPort = await freePort()
    proxyUrl = `http://127.0.0.1:${proxyPort}`
    const env = { DATABASE_URL: pg.url, PUBLIC_URL: proxyUrl, TRUST_PROXY: 'true', DATABASE_POOL_SIZE: '5' }
    ;[a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)])

    dir = mkdtempSync(join(tmpdir(), 'freshcart-nginx-'))
    // Started as root, nginx's workers run as another user: they must reach their temp folders.
    chmodSync(dir, 0o755)
    writeFileSync(
      join(dir, 'nginx.conf'),
      `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream freshcart { server 127.0.0.1:${a.port}; server 127.0.0.1:${b.port}; keepalive 8; }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${proxyPort};
    client_max_body_size 12m;
    location / {
      proxy_pass http://freshcart;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 60s;
    }
  }
}
`,
    )
    proxy = spawn(nginx!, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
      stdio: 'ignore',
    })
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`${proxyUrl}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
      if (up) break
      await new Promise((r) => setTimeout(r, 100))
    }
  }, 240_000)

  afterAll(async () => {
    proxy?.kill('SIGTERM')
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')])
    await database?.close().catch(() => {})
    pg?.destroy()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  const signIn = async (who: { email: string; password: string }) => {
    const res = await fetch(`${proxyUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proxyUrl },
      body: JSON.stringify(who),
    })
    expect(res.status).toBe(200)
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
  }
  const call = (base: string, path: string, cookie: string, init: RequestInit = {}) =>
    fetch(`${base}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', origin: proxyUrl, cookie, ...(init.headers as object) },
    })

  it('serves a shopper signed in through the proxy from either instance', async () => {
    const cookie = await signIn(SHOPPER)
    for (const base of [proxyUrl, proxyUrl, proxyUrl, a.baseUrl, b.baseUrl]) {
      const me = await call(base, '/me', cookie)
      expect([base, me.status]).toEqual([base, 200])
      expect(await me.json()).toMatchObject({ user: { email: SHOPPER.email } })
    }
  })

  it('delivers an order placed on one instance to sockets on the other and through the proxy', async () => {
    const cookie = await signIn(SHOPPER)
    const onA = await connect(a.baseUrl, cookie, { origin: proxyUrl })
    const viaProxy = await connect(proxyUrl, cookie, { origin: proxyUrl })
    const put = await call(b.baseUrl, `/cart/items/${productId}`, cookie, {
      method: 'PUT',
      body: JSON.stringify({ quantity: 2 }),
    })
    expect(put.status).toBe(200)
    const order = await call(b.baseUrl, '/orders', cookie, {
      method: 'POST',
      headers: { 'idempotency-key': 'scale-out-order-1' },
      body: JSON.stringify({ ...where, paymentMethod: 'cod' }),
    })
    expect(order.status).toBe(201)
    const { orderNumber } = (await order.json()) as { orderNumber: string }
    for (const socket of [onA, viaProxy]) {
      const event = await socket.waitFor((m) => m.type === 'order.created', 10_000)
      expect(event.payload).toMatchObject({ orderNumber })
      socket.close()
    }
  })

  it('shares the sign-in throttle: failures on one instance slow the account down on the other', async () => {
    const guess = (base: string) =>
      fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: proxyUrl },
        body: JSON.stringify({ email: SHOPPER.email, password: 'not-the-password' }),
      })
    // The free failures alternate between the instances; each failure counts once, wherever it lands.
    for (const base of [a.baseUrl, b.baseUrl, a.baseUrl]) expect((await guess(base)).status).toBe(401)
    // From the fourth failure on, the account must wait (2 s, then 4 s …). Each further guess goes
    // to the instance that did NOT record the last failure, so the first refusal proves the other
    // instance's failures counted (on a machine so slow that a wait passed, the guess is one more
    // failure and the next, longer wait must hold on the other side).
    let previous = a
    let refused: Response | undefined
    // Three guesses: instances counting alone (A 2, B 1 so far) would refuse none of them.
    for (let attempt = 0; attempt < 3 && !refused; attempt++) {
      const other = previous === a ? b : a
      const res = await guess(other.baseUrl)
      if (res.status === 429) refused = res
      else {
        expect(res.status).toBe(401)
        previous = other
      }
    }
    expect(refused?.status).toBe(429)
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('shows an admin price change on both instances within the catalogue cache time', async () => {
    const admin = await signIn(ADMIN)
    const priceOn = async (base: string) =>
      ((await (await fetch(`${base}/api/products/${productId}`)).json()) as { price: number }).price
    expect([await priceOn(a.baseUrl), await priceOn(b.baseUrl)]).toEqual([5000, 5000])
    const current = (await (await call(a.baseUrl, `/admin/products/${productId}`, admin)).json()) as {
      version: number
    }
    const changed = await call(a.baseUrl, `/admin/products/${productId}`, admin, {
      method: 'PATCH',
      body: JSON.stringify({ version: current.version, price: 4500 }),
    })
    expect(changed.status).toBe(200)
    const since = Date.now()
    for (const base of [a.baseUrl, b.baseUrl]) {
      while ((await priceOn(base)) !== 4500) {
        expect(Date.now() - since).toBeLessThan(PAGE_TTL_MS + 2000)
        await new Promise((r) => setTimeout(r, 200))
      }
    }
  })
})
