import { execFileSync } from 'node:child_process'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const WIDTHS = { mobile: 390, desktop: 1280 } as const

/**
 * Whether the journeys save their screenshots (test-results/screenshots, at the widths each
 * names): `E2E_SCREENSHOTS=1 npm run test:e2e`. Off by default: taking them (a resize, a wait for
 * the network to rest and a full-page picture at each width, some 70 times) was about a fifth of
 * the run, and nothing checks them; every assertion runs either way.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'

/** Saves a full-page screenshot of the current screen at both widths as a test artifact. */
export async function screenshotBoth(page: Page, name: string) {
  // Without pictures the page still ends at the size the pictures left it at.
  if (!SCREENSHOTS) return page.setViewportSize({ width: WIDTHS.mobile, height: 844 })
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: label === 'mobile' ? 844 : 900 })
    // Let lazy images and layout settle after the resize.
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: WIDTHS.mobile, height: 844 })
}

/**
 * Resolves once the page's realtime socket says it is listening ({type:'ready'}). Call it before
 * the navigation that opens the socket: a change made before then reaches the page through the
 * refetch on connect, without the live event (and its toast) a test may be waiting for.
 */
export function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"ready"')) resolve()
      })
    })
  })
}

const port = Number(process.env.E2E_PORT ?? 3210)
export const E2E_BASE_URL = `http://localhost:${port}`

/** A verified shopper (or admin), made with the operators' CLI on the running store's database. */
export function createUser(email: string, password: string, admin = false) {
  execFileSync(
    'node',
    [
      'dist/server/cli.js',
      'create-user',
      '--email',
      email,
      '--password',
      password,
      '--verified',
      ...(admin ? ['--admin'] : []),
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR ?? 'test-results/e2e-data',
        PGLITE_SOCKET_PORT: String(port + 1),
      },
      stdio: 'pipe',
    },
  )
}

/** Signs the page's browser context in (the session cookie is shared with its pages). */
export async function signIn(page: Pick<Page, 'request'>, email: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: E2E_BASE_URL },
  })
  expect(response.ok()).toBe(true)
}

/**
 * The quickest demo delivery area and one of its pincodes: an address is saved in an area that
 * delivers to its pincode (ADR 019), so API-made addresses spread these into their data.
 */
export async function demoArea(request: APIRequestContext): Promise<{ locationId: string; pincode: string }> {
  const response = await request.get('/api/delivery-locations')
  expect(response.ok()).toBe(true)
  const [area] = (await response.json()) as { id: string; pincodes: string[] }[]
  return { locationId: area!.id, pincode: area!.pincodes[0]! }
}

export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** A customer's order placed through the API: cart, address, area, slot, Place Order. */
export async function placeOrderAsCustomer(
  request: APIRequestContext,
  recipientName: string,
  buy?: { product: { id: string; name: string }; quantity: number },
) {
  const home = await ok<{ featured: { id: string; name: string }[] }>(await request.get('/api/home'))
  const product = buy?.product ?? home.featured[0]!
  await ok(await request.put(`/api/cart/items/${product.id}`, { data: { quantity: buy?.quantity ?? 2 } }))
  const address = await ok<{ id: string }>(
    await request.post('/api/addresses', {
      data: {
        title: 'Home',
        recipientName,
        phone: '9876543210',
        addressLine1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        ...(await demoArea(request)),
      },
    }),
  )
  const locations = await ok<{ id: string }[]>(await request.get('/api/delivery-locations'))
  const slots = await ok<{ items: { id: string; isFull: boolean }[] }>(
    await request.get('/api/delivery-slots'),
  )
  const slot = slots.items.find((s) => !s.isFull)!
  const order = await ok<{ id: string; orderNumber: string }>(
    await request.post('/api/orders', {
      headers: { 'idempotency-key': `admin-e2e-${Date.now()}-${Math.random()}` },
      data: { addressId: address.id, locationId: locations[0]!.id, slotId: slot.id, paymentMethod: 'cod' },
    }),
  )
  return { order, product }
}

/**
 * Waits until the app has taken over the element (ADR 043: a server-drawn page's buttons answer
 * only once hydrated; links work before as plain links), as the app tells the page (ADR 065):
 * #root has `data-hydrated` once the page and its lazy parts are the app's, and a part that waits
 * for the screen (`data-hydrate-near-screen`) has `data-taken-over` once it is.
 */
export async function hydrated(page: Page, selector = '#main') {
  await page.waitForFunction((s) => {
    const element = document.querySelector(s)
    if (element === null || !document.getElementById('root')?.hasAttribute('data-hydrated')) return false
    const part = element.closest('[data-hydrate-near-screen]')
    return part === null || part.hasAttribute('data-taken-over')
  }, selector)
}
