import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { createUser, E2E_BASE_URL, screenshotBoth, signIn } from './support.ts'

// Issue 9 "Done when": a new shopper's first week in one journey. Sign up and add a +91 phone,
// save an address in a delivery area (its pincode chooses the area), order with delivery
// instructions, staff assign a partner and deliver, the shopper sees the slot and the partner,
// resets the password, then deletes the account while a second order is pending: that order is
// cancelled and its stock comes back.

const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'
const PASSWORD = 'Fresh1week'
const NEW_PASSWORD = 'Fresher2week'

/** The newest outbox message to this address (mail without SMTP lands in DATA_DIR/outbox). */
function mailTo(email: string): { subject: string; links: string[] } | null {
  let names: string[] = []
  try {
    names = readdirSync(join(dataDir, 'outbox')).filter((n) => n.endsWith('.json'))
  } catch {
    return null
  }
  const messages = names
    .map((n) => JSON.parse(readFileSync(join(dataDir, 'outbox', n), 'utf8')))
    .filter((m: { to: string }) => m.to === email) as { subject: string; links: string[] }[]
  return messages.at(-1) ?? null
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first()

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

async function signInOnPage(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
}

type Product = { id: string; name: string; stockQuantity: number }
const stockOf = async (request: APIRequestContext, id: string) =>
  (await ok<Product>(await request.get(`/api/products/${id}`))).stockQuantity

test('first week: sign up, area address, order, partner, delivery, password reset, deletion', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const email = `first-week-${Date.now()}@example.com`

  // Sign up and verify from the mailed link.
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect.poll(() => mailTo(email)?.links.length ?? 0).toBeGreaterThan(0)
  await page.goto(mailTo(email)!.links.find((l) => l.includes('verify-email'))!)
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()

  // A +91 phone as people type it is kept as the mobile number (issue 9 item 1).
  await page.goto('/profile/edit')
  await page.getByLabel('Full Name').fill('Meera Iyer')
  await page.getByLabel('Phone Number').fill('+91 98300 12345')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible()
  await expect(page.getByText('+91 98300 12345')).toBeVisible()

  // An address in a delivery area: the Indiranagar pincode chooses Indiranagar (issue 9 item 8).
  await page.goto('/profile/addresses')
  await page.getByRole('button', { name: 'Add Your First Address' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Address' })
  await dialog.getByLabel('Recipient Name').fill('Meera Iyer')
  await dialog.getByLabel('Phone Number').fill('+91 98300 12345')
  await dialog.getByLabel('Address Line 1').fill('221, 12th Main, HAL 2nd Stage')
  await dialog.getByLabel('Landmark').fill('Opposite the water tank')
  await dialog.getByLabel('City').fill('Bengaluru')
  await dialog.getByLabel('State').fill('Karnataka')
  await dialog.getByLabel('Pincode').fill('560038')
  await expect(dialog.getByLabel('Delivery area').locator('option:checked')).toHaveText(/^Indiranagar/)
  await dialog.getByRole('button', { name: 'Save Address' }).click()
  await expect(toast(page, 'Address added successfully!')).toBeVisible()
  const home = page.getByRole('article', { name: 'Home' })
  await expect(home.getByText('Delivery area: Indiranagar, HAL 2nd Stage')).toBeVisible()
  await expect(home.getByText('Opposite the water tank')).toBeVisible()

  // Two products: one for the delivered order, one for the order pending at deletion.
  const featured = (await ok<{ featured: Product[] }>(await page.request.get('/api/home'))).featured
  const [first, second] = featured.filter((p) => p.stockQuantity > 5)
  if (!first || !second) throw new Error('the demo catalogue has products in stock')
  await ok(await page.request.put(`/api/cart/items/${first.id}`, { data: { quantity: 2 } }))

  // Checkout: the address with its area, the earliest slot chosen, delivery instructions.
  await page.goto('/checkout')
  const where = page.getByRole('region', { name: 'Delivery Address' })
  await expect(where.getByText('Delivery area: Indiranagar, HAL 2nd Stage')).toBeVisible()
  await expect(page.getByText('Slots for Indiranagar, the area of this address')).toBeVisible()
  const chosen = page.getByRole('radiogroup', { name: 'Delivery Time Slot' }).locator('[aria-checked=true]')
  await expect(chosen).toHaveCount(1)
  await page.getByRole('button', { name: 'Add delivery instructions' }).click()
  await page.getByLabel('Delivery instructions (optional)').fill('Ring the bell twice; leave with the guard')
  await page.getByRole('button', { name: /^Place Order - ₹/ }).click()
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible()
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!
  const mine = await ok<{ items: { id: string; orderNumber: string; deliveryTimeSlot: string }[] }>(
    await page.request.get('/api/orders'),
  )
  const order = mine.items.find((o) => o.orderNumber === orderNumber)!

  // Staff: assign a partner, send the order out and deliver it.
  const staffEmail = `staff-${Date.now()}@example.com`
  createUser(staffEmail, PASSWORD, true)
  const staff = await browser.newContext({ baseURL: E2E_BASE_URL })
  await signIn({ request: staff.request }, staffEmail, PASSWORD)
  await ok(
    await staff.request.put(`/api/admin/orders/${order.id}/delivery-partner`, {
      data: { name: 'Ravi Kumar', phone: '+91 91234 56780' },
      headers: { origin: E2E_BASE_URL },
    }),
  )
  for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered']) {
    await ok(
      await staff.request.put(`/api/admin/orders/${order.id}/status`, {
        data: { status },
        headers: { origin: E2E_BASE_URL },
      }),
    )
  }

  // The shopper's tracking page: delivered, the slot chosen at checkout, the partner with a call
  // link, and the delivery instructions.
  await page.goto(`/order/${order.id}`)
  await expect(page.getByText('Delivered').first()).toBeVisible()
  // The slot is the promise (ADR 020): its day and hours, as on the confirmation.
  await expect(page.getByTestId('order-promise')).toHaveText(/\d{1,2}(:\d{2})?–\d{1,2}(:\d{2})? (AM|PM)/)
  await expect(page.getByText('Ravi Kumar', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Call Ravi Kumar, +91 91234 56780' })).toHaveAttribute(
    'href',
    'tel:+919123456780',
  )
  await expect(page.getByText('Ring the bell twice; leave with the guard')).toBeVisible()
  await screenshotBoth(page, 'first-week-tracking')
  // The slot is the one promise (issue 9 item 6): the order's notices say when it arrives.
  const notices = await ok<{ items: { message: string; link: string | null }[] }>(
    await page.request.get('/api/notifications'),
  )
  const aboutOrder = notices.items.filter((n) => n.link === `/order/${order.id}`)
  expect(aboutOrder.some((n) => /Arriving \w{3}, \d{1,2} \w{3}, \d{1,2}(:\d{2})?[– ]/.test(n.message))).toBe(
    true,
  )

  // Forgot password: sign out, reset from the mailed link, sign in with the new password.
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect.poll(() => mailTo(email)?.subject).toBe('Reset your FreshCart password')
  await page.goto(mailTo(email)!.links[0]!)
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set New Password' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await signInOnPage(page, email, NEW_PASSWORD)
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()

  // A second order, still pending when the account is deleted.
  const before = await stockOf(page.request, second.id)
  await ok(await page.request.put(`/api/cart/items/${second.id}`, { data: { quantity: 3 } }))
  await page.goto('/checkout')
  await page.getByRole('button', { name: /^Place Order - ₹/ }).click()
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible()
  // Catalogue answers may be a second old (ADR 008, 027): poll.
  await expect.poll(() => stockOf(page.request, second.id)).toBe(before - 3)
  const pendingNumber = new URL(page.url()).searchParams.get('orderNumber')!

  await page.goto('/settings')
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' })
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE')
  await confirm.getByRole('button', { name: 'Delete Account' }).click()
  await expect(toast(page, 'Your account has been deleted')).toBeVisible()

  // The pending order was cancelled with the account (issue 9 item 4): its stock is back, and the
  // delivered one stays in the store's books, anonymised.
  await expect.poll(() => stockOf(page.request, second.id)).toBe(before)
  const statusOf = async (number: string) => {
    const found = await ok<{ items: { orderNumber: string; status: string }[] }>(
      await staff.request.get('/api/admin/orders', { params: { search: number } }),
    )
    return found.items.find((o) => o.orderNumber === number)?.status
  }
  expect(await statusOf(pendingNumber)).toBe('cancelled')
  expect(await statusOf(orderNumber)).toBe('delivered')
  await staff.close()
})
