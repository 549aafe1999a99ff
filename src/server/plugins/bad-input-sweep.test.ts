import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type Person, signInAdmin, signInCustomer } from '#server/modules/admin/admin-test-helpers.ts'
import {
  BODIES,
  type Case,
  HEADERS,
  isHeavy,
  json,
  PARAMS,
  QUERIES,
} from '#server/test-support/bad-inputs.ts'
import { insertCategory, insertProduct } from '#server/test-support/fixtures.ts'
import { type Route, routeTable } from '#server/test-support/route-table.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test-support/test-app.ts'

// The project's rule: bad input anywhere gets a clear 4xx and changes nothing; no input ever
// produces a 500. This walks EVERY route of the server's own route table (so a route added later
// is swept without anyone remembering it) as a visitor, a shopper and an admin, and throws
// malformed path parameters, queries, bodies, content types, headers, cookies and files at it.
// Every answer must be under 500, and every refusal a JSON `{ error: { code, message } }` with a
// readable message. A sample of writes must also leave the database exactly as it was.

const SOME_ID = '00000000-0000-4000-8000-000000000000'

const SIGN_OUT = '/api/auth/sign-out'

const LABELS = ['a visitor', 'a shopper', 'an admin'] as const

type Who = { label: string; cookie?: string }

describe('every route refuses malformed input with a clear 4xx and never a 500', () => {
  let t: TestApp
  let routes: Route[]
  let people: Who[]
  let productId: string
  /** 'METHOD path as who' of every request sent, to check the sweep reached each route. */
  const seen = new Set<string>()
  /** Every 5xx or unclear refusal of the current test, each with the request that showed it. */
  let failures: string[] = []
  const checkedSignedIn = new Set<Who>()
  beforeEach(async () => {
    failures = []
    checkedSignedIn.clear()
    // A sweep of sign-out (last, see below) ended a session: sign that person in again.
    const signedIn = async (who: Who) =>
      (await t.app.inject({ url: '/api/me', headers: { cookie: who.cookie ?? '' } })).statusCode === 200
    if (!(await signedIn(people[1]!))) people[1]!.cookie = (await signInCustomer(t, 'sweep-shopper')).cookie
    if (!(await signedIn(people[2]!))) people[2]!.cookie = (await signInAdmin(t, 'sweep-admin')).cookie
  })
  afterEach(() => {
    expect(failures).toEqual([])
  })

  beforeAll(async () => {
    t = await createTestApp()
    const category = await insertCategory(t.db)
    productId = (await insertProduct(t.db, { categoryId: category.id })).id
    const shopper: Person = await signInCustomer(t, 'sweep-shopper')
    const admin: Person = await signInAdmin(t, 'sweep-admin')
    people = [
      { label: LABELS[0] },
      { label: LABELS[1], cookie: shopper.cookie },
      { label: LABELS[2], cookie: admin.cookie },
    ]
    routes = routeTable(t.app.printRoutes({ commonPrefix: false }))
      // The WebSocket's upgrade is swept by the realtime tests; HEAD is GET without a body.
      .filter((r) => r.method !== 'HEAD' && r.path !== '/api/realtime')
      // Signing out ends the shopper's and admin's sessions: it goes last, so every other route
      // meets them signed in.
      .sort((a, b) => Number(a.path === SIGN_OUT) - Number(b.path === SIGN_OUT))
  })
  afterAll(() => t?.close())

  /** Sends one request; fails the test with the request that showed it on a 5xx or an unclear refusal. */
  async function send(who: Who, route: Route, c: Case): Promise<LightMyRequestResponse> {
    if (route.path === SIGN_OUT && who.cookie && !checkedSignedIn.has(who)) {
      // Every route before sign-out met this person signed in, not as a visitor.
      checkedSignedIn.add(who)
      const me = await t.app.inject({ url: '/api/me', headers: { cookie: who.cookie } })
      if (me.statusCode !== 200)
        failures.push(`${who.label} was signed out before the sweep reached sign-out`)
    }
    const path = route.path
      .replace(
        /:[A-Za-z]+/g,
        (name) =>
          c.param ??
          (name === ':productId' || route.path.startsWith('/api/products/:id') ? productId : SOME_ID),
      )
      .replace(/\*$/, 'some/page')
    const url = c.query === undefined ? path : `${path}?${c.query}`
    const { name, param: _p, query: _q, ...options } = c
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      ...(who.cookie ? { cookie: who.cookie } : {}),
      ...(options.headers as Record<string, string> | undefined),
    }
    const res = await t.app.inject({ ...options, method: route.method as 'GET', url, headers })
    const what = `${route.method} ${url.slice(0, 120)} with ${name} as ${who.label} → ${res.statusCode} ${res.body.slice(0, 200)}`
    seen.add(`${route.method} ${route.path} as ${who.label}`)
    const problem = unclear(res, route)
    if (problem) failures.push(`${what}: ${problem}`)
    return res
  }

  test('the route table holds the whole API (the walk is not silently empty)', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/orders',
        'PUT /api/cart/items/:productId',
        'POST /api/admin/products/import',
        'POST /api/profile/avatar',
        'POST /api/auth/sign-in/email',
        'GET /api/products',
      ]),
    )
    expect(routes.length).toBeGreaterThanOrEqual(90)
  })

  // One test per person and kind, so each stays short on a busy machine.
  for (const [i, label] of LABELS.entries()) {
    test(`malformed path parameters as ${label}`, async () => {
      for (const route of routes.filter((r) => r.path.includes('/:')))
        for (const param of PARAMS)
          await send(people[i]!, route, { name: `path ${param.slice(0, 30)}`, param })
    })

    test(`malformed queries as ${label}`, async () => {
      // Writes read few queries: two kinds each; the long ones from the admin alone.
      for (const route of routes)
        for (const query of route.method === 'GET' ? QUERIES : QUERIES.slice(2, 4))
          if (i === 2 || query.length < 1000)
            await send(people[i]!, route, { name: `query ${query.slice(0, 60)}`, query })
    })

    test(`malformed bodies and content types on every write as ${label}`, async () => {
      // The megabyte bodies cost time, not coverage, thrice: the admin, who gets furthest, sends them.
      for (const route of routes.filter((r) => r.method !== 'GET'))
        for (const c of BODIES) if (i === 2 || !isHeavy(c)) await send(people[i]!, route, c)
    })
  }

  test('bad headers, cookies and tokens', async () => {
    for (const route of routes)
      for (const who of [people[0]!, people[2]!])
        for (const c of HEADERS) {
          // A forged cookie replaces the real one: a visitor's cookie header then is the forged one.
          const headers = { ...(c.headers as Record<string, string>) }
          const mixed =
            headers.cookie && who.cookie
              ? { ...c, headers: { ...headers, cookie: `${who.cookie}; ${headers.cookie}` } }
              : c
          await send(
            who,
            route,
            route.method === 'GET'
              ? mixed
              : { ...mixed, payload: '{}', headers: { ...json, ...(mixed.headers as object) } },
          )
        }
  })

  test('a cookie-carrying write from another origin is refused before it is read', async () => {
    for (const route of routes.filter((r) => r.method !== 'GET'))
      for (const origin of ['https://evil.example.com', 'null', 'http://localhost:3000.evil.example.com']) {
        const res = await send(people[1]!, route, {
          name: `Origin ${origin}`,
          payload: '{',
          headers: { ...json, origin },
        })
        if (res.statusCode !== 403)
          failures.push(`${route.method} ${route.path} from ${origin} → ${res.statusCode}`)
      }
  })

  test('refused writes leave the database exactly as it was', async () => {
    const writes: [string, string][] = [
      ['POST', '/api/addresses'],
      ['PUT', '/api/profile'],
      ['PUT', '/api/preferences'],
      ['PUT', '/api/cart/items/:productId'],
      ['POST', '/api/orders'],
      ['POST', '/api/products/:id/reviews'],
      ['POST', '/api/favorites'],
      ['POST', '/api/admin/products'],
      ['PUT', '/api/admin/settings'],
      ['POST', '/api/admin/search-words'],
      ['POST', '/api/admin/products/import'],
      ['POST', '/api/admin/product-images'],
      ['POST', '/api/profile/avatar'],
    ]
    // An empty object is a valid partial update for some (preferences); so is one whose charset
    // Fastify ignores.
    const refusedEverywhere = BODIES.filter((c) => c.payload !== '{}')
    for (const [method, path] of writes) {
      const route = routes.find((r) => r.method === method && r.path === path)
      expect(route, `${method} ${path} is in the route table`).toBeDefined()
      const before = await snapshot(t)
      for (const c of refusedEverywhere) {
        const res = await send(people[2]!, route!, c)
        // The CSV import answers 200 with each refused row: nothing imported is a refusal too.
        const importedNothing = path.endsWith('/import') && res.json().successful === 0
        if (res.statusCode < 400 && !importedNothing)
          failures.push(
            `${method} ${path} with ${c.name} accepted: ${res.statusCode} ${res.body.slice(0, 200)}`,
          )
      }
      expect(await snapshot(t), `${method} ${path} changed the database`).toEqual(before)
    }
  })

  test('the sweep covered every route as all three people', () => {
    for (const route of routes)
      for (const who of people)
        expect(seen, 'a route the sweep missed').toContain(`${route.method} ${route.path} as ${who.label}`)
  })
})

/** What is wrong with an answer: a 5xx, or a refusal that is not a readable JSON error ('' when fine). */
function unclear(res: LightMyRequestResponse, route: Route): string {
  if (res.statusCode >= 500) return 'a server error'
  if (res.statusCode < 400 || !route.path.startsWith('/api/')) return ''
  if (!/^application\/json/.test(String(res.headers['content-type']))) return 'a refusal that is not JSON'
  let error: { code?: unknown; message?: unknown } | undefined
  try {
    error = res.json().error
  } catch {
    return 'a refusal whose JSON does not parse'
  }
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') return 'no error code and message'
  // Readable: words, not a stack, not an internal name.
  if (!/[A-Za-z\u0900-\u097f]{3}/.test(error.message)) return 'a message without words'
  if (/\bat .*\.(ts|js):\d+|TypeError|undefined|\[object|FST_|ZodError|SQL|relation "/.test(error.message))
    return 'a message with internals'
  return ''
}

/** Each table's rows as one digest, leaving out the sign-in bookkeeping a request may touch. */
async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const tables = await t.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const out: Record<string, string> = {}
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    if (['sessions', 'rate_limits', 'verifications'].includes(name)) continue
    const [row] = rowsOf<{ digest: string | null }>(
      await t.db.execute<{ digest: string | null }>(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
        ),
      ),
    )
    out[name] = row?.digest ?? ''
  }
  return out
}
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}
