import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { createUser, demoArea, E2E_BASE_URL, realtimeReady, SCREENSHOTS } from './support.ts'

// Issue 14 on the built app: the store sets its UPI ID and GST details; a shopper pays a UPI
// order with a reference, staff confirm it, the shopper sees "Paid" live, and after delivery
// downloads the GST invoice, whose text is read back with poppler's pdftotext.

const baseURL = E2E_BASE_URL
const ADMIN = { email: `pay-admin-${Date.now()}@example.com`, password: 'Admin1234' }
const SHOPPER = { email: `pay-shopper-${Date.now()}@example.com`, password: 'Shopper123' }
const WIDTHS = [360, 390, 1280] as const

async function signIn(request: APIRequestContext, who: { email: string; password: string }) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: who,
    headers: { origin: baseURL },
  })
  expect(response.ok()).toBe(true)
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** The screen at 360, 390 and 1280 px; a dialog as the viewport shows it, a page whole. */
async function shoot(page: Page, name: string, fullPage = true) {
  // Without pictures the page still ends at the size the pictures left it at.
  if (!SCREENSHOTS) return page.setViewportSize({ width: 390, height: 844 })
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 780 })
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage })
  }
  await page.setViewportSize({ width: 390, height: 844 })
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signIn(page.request, ADMIN)
  return page
}

test('pay a UPI order with a reference, staff confirm it live, then download the GST invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  createUser(ADMIN.email, ADMIN.password, true)
  createUser(SHOPPER.email, SHOPPER.password)
  const admin = await adminPage(browser)

  // Store settings: UPI ID and the seller's GST details, through the dialog.
  await admin.goto('/admin')
  await admin.getByRole('button', { name: 'Store settings' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Store Settings' })
  await dialog.getByLabel('UPI ID').fill('freshcart@okaxis')
  await dialog.getByLabel('Payee name').fill('FreshCart')
  await dialog.getByLabel('Legal name').fill('FreshCart Retail LLP')
  await dialog.getByLabel('GSTIN').fill('29AABCU9603R1ZK')
  await dialog.getByRole('combobox', { name: 'State' }).click()
  await admin.getByRole('option', { name: '29 Karnataka' }).click()
  await dialog.getByRole('button', { name: 'Save Settings' }).click()
  await expect(dialog.getByText(/valid check digit/)).toBeVisible()
  await dialog.getByLabel('GSTIN').fill('29AABCU9603R1ZJ')
  await shoot(admin, 'payments-settings', false)
  await dialog.getByRole('button', { name: 'Save Settings' }).click()
  await expect(admin.getByText('Store settings saved')).toBeVisible()

  // The shopper's cart and address through the API; checkout in the page.
  await signIn(page.request, SHOPPER)
  const home = await ok<{ featured: { id: string; name: string }[] }>(await page.request.get('/api/home'))
  await ok(await page.request.put(`/api/cart/items/${home.featured[0]!.id}`, { data: { quantity: 2 } }))
  await ok(
    await page.request.post('/api/addresses', {
      data: {
        title: 'Home',
        recipientName: 'Asha Rao',
        phone: '9876543210',
        addressLine1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        ...(await demoArea(page.request)),
      },
    }),
  )
  // The page's realtime socket opens once signed in and stays across the app's own navigation.
  const live = realtimeReady(page)
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Bill Summary' })).toBeVisible()
  await page.getByRole('radio', { name: 'UPI' }).click()
  await page
    .getByRole('radiogroup', { name: 'Delivery Time Slot' })
    .locator('[role=radio]:not([disabled])')
    .first()
    .click()
  await page.getByRole('button', { name: /^Place Order - ₹/ }).click()

  // Confirmation: amount, QR code, the UPI app button on phones, the time left, the reference.
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible()
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? ''
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? ''
  const payment = page.getByRole('region', { name: 'UPI payment' })
  await expect(payment.getByRole('heading', { name: 'Pay by UPI' })).toBeVisible()
  await expect(payment.getByRole('img', { name: /^UPI QR code to pay ₹/ })).toBeVisible()
  await expect(payment.getByText(/^Pay within 1[45]:\d\d to keep this order$/)).toBeVisible()
  const appLink = payment.getByRole('link', { name: 'Pay with UPI app' })
  const href = (await appLink.getAttribute('href')) ?? ''
  expect(href).toMatch(
    new RegExp(
      `^upi://pay\\?pa=freshcart%40okaxis&pn=FreshCart&am=\\d+\\.\\d{2}&cu=INR&tn=${orderNumber}&tr=${orderNumber}$`,
    ),
  )
  await shoot(page, 'payments-upi-pay')
  await live

  await payment.getByLabel('UPI transaction reference (UTR)').fill('4321')
  await payment.getByRole('button', { name: 'I have paid' }).click()
  await expect(payment.getByText('Enter the 12-digit UPI transaction reference (UTR)')).toBeVisible()
  await payment.getByLabel('UPI transaction reference (UTR)').fill('6120 1234 5678')
  await payment.getByRole('button', { name: 'I have paid' }).click()
  await expect(payment.getByRole('heading', { name: 'Awaiting confirmation' })).toBeVisible()
  await expect(payment.getByText('612012345678')).toBeVisible()

  // Staff see the reference on the order card and mark the payment received.
  await admin.goto('/admin')
  const card = admin.getByRole('listitem', { name: `Order ${orderNumber}` })
  await expect(card.getByText('UTR 612012345678')).toBeVisible()
  await card.scrollIntoViewIfNeeded()
  await shoot(admin, 'payments-admin-upi', false)
  await card.getByRole('button', { name: 'Payment received' }).click()
  await expect(admin.getByText(`Payment for ${orderNumber} marked received`)).toBeVisible()

  // The shopper's page turns to Paid by itself, and the bell has the notification.
  await expect(payment.getByRole('heading', { name: 'Paid' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ })).toBeVisible()

  // Delivered: the invoice is issued and downloads from the tracking page.
  await ok(
    await admin.request.put(`/api/admin/orders/${orderId}/status`, {
      data: { status: 'delivered' },
      headers: { origin: baseURL },
    }),
  )
  await page.goto(`/order/${orderId}`)
  const invoiceLink = page.getByRole('link', { name: /^Download invoice/ })
  await expect(invoiceLink).toBeVisible()
  await expect(page.getByText('UPI · Paid')).toBeVisible()
  await shoot(page, 'payments-order-invoice')
  const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()])
  expect(download.suggestedFilename()).toMatch(/^invoice-FC-\d\d-\d\d-\d{5}\.pdf$/)
  const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-']).toString()
  expect(text).toContain('TAX INVOICE')
  expect(text).toContain('GSTIN: 29AABCU9603R1ZJ')
  expect(text).toContain(`Order No.: ${orderNumber}`)
  expect(text).toContain('Place of Supply: 29-Karnataka')
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')
  await admin.context().close()
})
