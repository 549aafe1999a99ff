import { chromium, expect, type Page, test } from '@playwright/test'
import { createUser, E2E_BASE_URL, SCREENSHOTS, signIn } from './support.ts'

// Issue 15: the store installs as an app and opens offline. These journeys run with the
// service worker (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' })

/** Waits until the service worker controls the page and has kept `paths` in its API cache. */
async function offlineReady(page: Page, paths: string[]) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('freshcart-api')
          return (await cache.keys()).map((r) => new URL(r.url).pathname)
        }),
      // The worker fetches its precache (~100 files) first: slow on a busy machine.
      { timeout: 30_000 },
    )
    .toEqual(expect.arrayContaining(paths))
}

test('Chromium can install the store: manifest without errors and a service worker', async ({
  browserName,
}, testInfo) => {
  // A persistent profile: Playwright's usual contexts are incognito, where Chromium never installs.
  const { launchOptions, baseURL } = testInfo.project.use
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...launchOptions,
    baseURL,
  })
  expect(browserName).toBe('chromium')
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/)
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'FreshCart', display: 'standalone' })
    // The worker takes the page as soon as it is active (clients.claim).
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
  }
})

test('after a first visit, home, a category, a product and the cart open offline; an add offline is sent when back online', async ({
  page,
  context,
}) => {
  // Seven page loads, two of them waiting for the worker's caches.
  test.setTimeout(150_000)
  const email = `offline-${Date.now()}@example.com`
  createUser(email, 'Offline-pass-123')
  await signIn(page, email, 'Offline-pass-123')
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: string }[]
  const categoryId = categories[0]!.id
  const listing = (await (await page.request.get(`/api/categories/${categoryId}/products`)).json()) as {
    items: { id: string; name: string; stockQuantity: number }[]
  }
  const [inCart, addedOffline] = listing.items.filter((p) => p.stockQuantity > 5)
  const put = await page.request.put(`/api/cart/items/${inCart!.id}`, {
    data: { quantity: 1 },
    headers: { origin: E2E_BASE_URL },
  })
  expect(put.ok()).toBe(true)

  // The first visit, online.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await offlineReady(page, ['/api/home', '/api/auth/get-session'])
  // Each page is kept for offline by the app once it runs (app/service-worker.ts), which on a
  // drawn page comes after its first picture (ADR 054): each visit lasts until its answers are kept.
  await page.goto(`/category/${categoryId}`)
  await expect(page.getByRole('button', { name: `Add ${addedOffline!.name} to cart` })).toBeVisible()
  await offlineReady(page, [`/api/categories/${categoryId}/products`])
  await page.goto(`/product/${inCart!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: inCart!.name })).toBeVisible()
  await offlineReady(page, [`/api/products/${inCart!.id}`])
  await page.goto('/cart')
  await expect(page.getByText(inCart!.name).first()).toBeVisible()
  await offlineReady(page, ['/api/cart'])

  await context.setOffline(true)
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' })

  await page.goto('/')
  await expect(banner).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('(last seen)').first()).toBeVisible()
  await screenshotWidths(page, 'offline-home')

  await page.goto(`/product/${inCart!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: inCart!.name })).toBeVisible()
  await expect(page.getByText('(last seen)').first()).toBeVisible()

  await page.goto(`/category/${categoryId}`)
  await expect(banner).toBeVisible()
  await page.getByRole('button', { name: `Add ${addedOffline!.name} to cart` }).click()
  await expect(
    page.getByText('You are offline: this will reach your cart when you are back online'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cart (2 items)' }).first()).toBeVisible()
  await screenshotWidths(page, 'offline-category')

  // The cart shows the queued add beside what the server had; checkout says it needs the network.
  await page.goto('/cart')
  await expect(banner).toBeVisible()
  await expect(page.getByText(inCart!.name).first()).toBeVisible()
  await expect(page.getByText(addedOffline!.name).first()).toBeVisible()
  await page.goto('/checkout')
  await expect(page.getByRole('alert').filter({ hasText: 'Checkout needs the internet' })).toBeVisible()
  await screenshotWidths(page, 'offline-checkout')
  expect(await cartOnServer(page)).toEqual([[inCart!.id, 1]])

  // Back online: the queued add reaches the server and the shopper is told.
  await page.goto('/cart')
  await context.setOffline(false)
  await expect(page.getByText('Back online: your cart is up to date')).toBeVisible()
  await expect(banner).toHaveCount(0)
  // Compared as sets: the order of the cart's lines is not what this test is about.
  await expect
    .poll(async () => (await cartOnServer(page)).sort())
    .toEqual(
      [
        [inCart!.id, 1],
        [addedOffline!.id, 1],
      ].sort(),
    )
})

/** The server's cart as [productId, quantity] (page.request bypasses the service worker). */
async function cartOnServer(page: Page) {
  const cart = (await (await page.request.get('/api/cart')).json()) as {
    items: { productId: string; quantity: number }[]
  }
  return cart.items.map((i) => [i.productId, i.quantity]).sort((a, b) => (a[0]! < b[0]! ? -1 : 1))
}

/** The screen at 360, 390 and 1280 px (the offline banner must fit the narrowest phone). */
async function screenshotWidths(page: Page, name: string) {
  // Without pictures the page still ends at the size the pictures left it at.
  if (!SCREENSHOTS) return page.setViewportSize({ width: 390, height: 844 })
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 800 })
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 390, height: 844 })
}
