// Front-end figures of the built store (issue 12, issue 13 item 6): the JavaScript each route's
// first visit downloads (after Brotli) and Lighthouse's mobile scores, signed out and signed in.
// The store runs on a fresh embedded database with the demo data; everything stays on 127.0.0.1.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'
import { chromium } from '@playwright/test'
import { median, startServer, stopServer } from './server-process.ts'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
]

type Store = { baseUrl: string; paths: Record<string, string>; shopperCookie: string; adminCookie: string }

/** Who opens a page in `routeScripts`: a visitor, the shopper (with a cart) or the admin. */
type Visitor = 'visitor' | 'shopper' | 'admin'

/**
 * Every page of the store for the bundle figures (issue 13 item 6: every route ≤ 100 KB), named as
 * printed: the shop's pages for a visitor and signed in, the account pages, checkout, and each tab
 * of the admin area. The first six keep their old names (Lighthouse and earlier results use them).
 */
function bundleRoutes(paths: Record<string, string>): Record<string, { path: string; visitor: Visitor }> {
  const shopPages = ['home', 'category', 'product', 'search'] as const
  const routes: Record<string, { path: string; visitor: Visitor }> = {}
  for (const page of shopPages) routes[page] = { path: paths[page]!, visitor: 'visitor' }
  routes.cart = { path: paths.cart!, visitor: 'shopper' }
  routes.admin = { path: paths.admin!, visitor: 'admin' }
  for (const page of shopPages) routes[`${page} (signed in)`] = { path: paths[page]!, visitor: 'shopper' }
  for (const [name, path] of [
    ['categories', '/categories'],
    ['privacy', '/privacy'],
    ['sign in', '/auth'],
    ['not found', '/404'],
  ])
    routes[name!] = { path: path!, visitor: 'visitor' }
  for (const [name, path] of [
    ['checkout', '/checkout'],
    ['orders', '/orders'],
    ['profile', '/profile'],
    ['profile edit', '/profile/edit'],
    ['addresses', '/profile/addresses'],
    ['payments', '/profile/payments'],
    ['favourites', '/profile/favorites'],
    ['settings', '/settings'],
  ])
    routes[name!] = { path: path!, visitor: 'shopper' }
  for (const tab of ['products', 'reviews', 'customers', 'analytics', 'areas', 'search-words'])
    routes[`admin ${tab}`] = { path: `/admin?tab=${tab}`, visitor: 'admin' }
  return routes
}

const SHOPPER = { email: 'bench-shopper@example.com', password: 'Shopper123' }
const ADMIN = { email: 'bench-admin@example.com', password: 'Admin1234' }

/**
 * Starts the built server on a fresh demo store and prepares a shopper (with a cart) and an admin.
 * `cwd`: another checkout's build (a baseline), else this one.
 */
export async function startDemoStore(port: number, cwd?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freshcart-bench-fe-'))
  const env = {
    DATA_DIR: dataDir,
    PGLITE_SOCKET_PORT: String(port + 1),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  }
  const server = await startServer({ ...env, SEED_DEMO_DATA: 'true' }, port, cwd ? { cwd } : {})
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, ['dist/server/cli.js', ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    })
  cli('create-user', '--email', SHOPPER.email, '--password', SHOPPER.password, '--verified')
  cli('create-user', '--email', ADMIN.email, '--password', ADMIN.password, '--verified', '--admin')
  const base = server.baseUrl
  const signIn = async (who: { email: string; password: string }) => {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(who),
    })
    if (!res.ok) throw new Error(`sign-in failed: ${res.status}`)
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
  }
  const shopperCookie = await signIn(SHOPPER)
  const adminCookie = await signIn(ADMIN)
  const home = (await (await fetch(`${base}/api/home`)).json()) as {
    featured: { id: string; categoryId: string | null }[]
  }
  const product = home.featured[0]!
  for (const p of home.featured.slice(0, 3)) {
    await fetch(`${base}/api/cart/items/${p.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: base, cookie: shopperCookie },
      body: JSON.stringify({ quantity: 1 }),
    })
  }
  const paths: Record<string, string> = {
    home: '/',
    category: `/category/${product.categoryId}`,
    product: `/product/${product.id}`,
    search: '/search?q=milk',
    cart: '/cart',
    admin: '/admin',
  }
  const store: Store = { baseUrl: base, paths, shopperCookie, adminCookie }
  return {
    store,
    stop: async () => {
      await stopServer(server.child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const cookiesFor = (store: Store, cookie: string) =>
  cookie.split('; ').map((pair) => {
    const i = pair.indexOf('=')
    return { name: pair.slice(0, i), value: pair.slice(i + 1), url: store.baseUrl }
  })

const cookieOf = (visitor: Visitor, store: Store) =>
  visitor === 'shopper' ? store.shopperCookie : visitor === 'admin' ? store.adminCookie : ''

/**
 * Every script a route's first visit (empty cache, phone-sized window) downloads until the
 * network is idle, each compressed with Brotli at its best quality as a static server or CDN
 * would serve it precompressed.
 */
export async function routeScripts(store: Store) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const out: Record<string, { brotliKb: number; files: { file: string; brotliKb: number }[] }> = {}
  try {
    for (const [route, { path, visitor }] of Object.entries(bundleRoutes(store.paths))) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
      const cookie = cookieOf(visitor, store)
      if (cookie) await context.addCookies(cookiesFor(store, cookie))
      const page = await context.newPage()
      const bodies: Promise<{ file: string; body: Buffer | null }>[] = []
      page.on('response', (response) => {
        // A redirect or an aborted request has no body: it downloaded no script.
        if (response.request().resourceType() !== 'script') return
        const file = new URL(response.url()).pathname
        bodies.push(
          response.body().then(
            (body) => ({ file, body }),
            () => ({ file, body: null }),
          ),
        )
      })
      await page.goto(store.baseUrl + path, { waitUntil: 'networkidle' })
      const files = (await Promise.all(bodies)).flatMap(({ file, body }) =>
        body
          ? [
              {
                file,
                brotliKb: round1(
                  brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024,
                ),
              },
            ]
          : [],
      )
      files.sort((a, b) => b.brotliKb - a.brotliKb)
      out[route] = { brotliKb: round1(files.reduce((a, f) => a + f.brotliKb, 0)), files }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return out
}

type LighthouseFigures = {
  performance: number
  accessibility: number
  seo: number
  tbtMs: number
  lcpMs: number
  cls: number
  /** The accessibility audits that failed, when the score is under 100 (which one, in which run). */
  accessibilityFailures?: string[]
  /** Why Lighthouse gave no performance score (a metric it could not compute), when it gave none. */
  performanceErrors?: string[]
  /** Lighthouse's code when it could not read the page load at all (NO_NAVSTART, NO_FCP, …). */
  runtimeError?: string
}

/** Lighthouse's mobile preset (simulated mid-range Android, 4× CPU slowdown) on one URL. */
async function lighthouseOnce(url: string, cookie: string): Promise<LighthouseFigures> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ])
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    })
    if (!result) throw new Error('Lighthouse gave no result')
    const { categories, audits } = result.lhr
    const score = (c: string) => Math.round((categories[c]?.score ?? 0) * 100)
    const failures = (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id)
    // A metric Lighthouse could not compute (its audit errored) leaves the score null, printed 0.
    const performanceErrors =
      categories.performance?.score == null
        ? [
            ...(result.lhr.runtimeError ? [result.lhr.runtimeError.message] : []),
            ...(categories.performance?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && audits[ref.id]?.scoreDisplayMode === 'error')
              .map((ref) => `${ref.id}: ${audits[ref.id]?.errorMessage ?? 'error'}`),
          ]
        : []
    return {
      ...(failures.length > 0 ? { accessibilityFailures: failures } : {}),
      ...(performanceErrors.length > 0 ? { performanceErrors } : {}),
      ...(result.lhr.runtimeError ? { runtimeError: result.lhr.runtimeError.code } : {}),
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: round3(audits['cumulative-layout-shift']?.numericValue ?? 0),
    }
  } finally {
    chrome.kill()
  }
}

/**
 * A run whose trace Lighthouse could not read (a `runtimeError` such as NO_NAVSTART, seen on this
 * loaded machine on main and on branches alike; Lighthouse's own advice is to run again) has no
 * performance score, which a median would take as 0: such a run is made once more.
 */
async function lighthouseRetried(url: string, cookie: string): Promise<LighthouseFigures> {
  const first = await lighthouseOnce(url, cookie)
  if (!first.runtimeError) return first
  console.log(`    ${url}: no score (${first.runtimeError}), run again`)
  return lighthouseOnce(url, cookie)
}

const LIGHTHOUSE_ROUTES = ['home', 'category', 'product', 'search', 'cart'] as const

type RouteFigures = LighthouseFigures & { runs: (LighthouseFigures & { loadAverage: number })[] }

/**
 * Median of `runs` Lighthouse runs per route, signed out and signed in (the cart only signed in:
 * a visitor's cart is a sign-in prompt). Runs are interleaved route by route, and with several
 * stores (a baseline build beside this one, `npm run bench -- --only lighthouse --baseline <dir>`)
 * store by store within each route (A, B, A, B), so a busy moment of the machine hits both alike.
 */
export async function lighthouseFigures(stores: Record<string, Store>, runs = 3) {
  const out: Record<string, Record<string, RouteFigures>> = {}
  for (const name of Object.keys(stores)) out[name] = {}
  for (const who of ['signed-out', 'signed-in'] as const) {
    const perRoute: Record<string, Record<string, RouteFigures['runs']>> = {}
    for (let i = 0; i < runs; i++) {
      for (const route of LIGHTHOUSE_ROUTES) {
        if (route === 'cart' && who === 'signed-out') continue
        for (const [name, store] of Object.entries(stores)) {
          const cookie = who === 'signed-in' ? store.shopperCookie : ''
          const figures = await lighthouseRetried(store.baseUrl + store.paths[route], cookie)
          // Lighthouse's simulated CPU slowdown multiplies the CPU time it observed: on a shared
          // machine each run's load average says how much of a figure is the machine's.
          const run = { ...figures, loadAverage: Math.round(loadavg()[0]! * 10) / 10 }
          const byStore = perRoute[route] ?? {}
          byStore[name] = [...(byStore[name] ?? []), run]
          perRoute[route] = byStore
          // Each run as it ends: a long measurement shows progress (and survives an interruption).
          console.log(`    run ${i + 1} ${name} ${route} (${who}): ${JSON.stringify(run)}`)
        }
      }
    }
    for (const [route, byStore] of Object.entries(perRoute)) {
      for (const [name, all] of Object.entries(byStore)) {
        const pick = (
          k: Exclude<keyof LighthouseFigures, 'accessibilityFailures' | 'performanceErrors' | 'runtimeError'>,
        ) => median(all.map((f) => f[k]))
        out[name]![`${route} (${who})`] = {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          seo: pick('seo'),
          tbtMs: pick('tbtMs'),
          lcpMs: pick('lcpMs'),
          cls: pick('cls'),
          runs: all,
        }
      }
    }
  }
  return out
}

const round1 = (n: number) => Math.round(n * 10) / 10
const round3 = (n: number) => Math.round(n * 1000) / 1000
