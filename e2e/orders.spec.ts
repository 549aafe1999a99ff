import { expect, type Page, test } from '@playwright/test'
import {
  createUser,
  demoArea,
  E2E_BASE_URL,
  hydrated,
  placeOrderAsCustomer,
  realtimeReady,
  screenshotBoth,
  signIn,
} from './support.ts'

// A signed-in shopper's journey through cart, checkout and orders (issue 4), on the built app
// with the demo data. The user is made with the operators' CLI, which reaches the running
// server's embedded database over its socket (playwright.config.ts sets the same DATA_DIR/port).

const baseURL = E2E_BASE_URL

/** Header and bottom-navigation badges both say the total quantity (decisions.md 8). */
async function expectCartBadges(page: Page, count: '1 item' | `${number} items`) {
  await expect(page.getByRole('link', { name: `Cart (${count})` })).toHaveCount(2)
}

test('a visitor is sent to sign in from orders and checkout, and cannot add to cart', async ({ page }) => {
  await page.goto('/orders')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Forders/)
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcheckout/)
  await page.goto('/')
  await page
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click()
  await expect(page.getByText('Please sign in to add items to cart')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0)
})

test('cart, checkout with a new address, confirmation, tracking, cancel and notifications', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = `shopper-${Date.now()}@example.com`
  const password = 'Shopper123'
  createUser(email, password)
  await signIn(page, email, password)

  // Home: Add, then the stepper's plus; both badges follow.
  await page.goto('/')
  // A server-drawn page's buttons answer once React has taken them over (ADR 043, 048, 054).
  await hydrated(page, 'section[aria-labelledby="home-featured"] button[aria-label^="Add "]')
  const featured = page.getByRole('region', { name: 'Featured Products' })
  const firstAdd = featured.getByRole('button', { name: /^Add .+ to cart$/ }).first()
  const addLabel = (await firstAdd.getAttribute('aria-label')) ?? ''
  const firstName = addLabel.replace(/^Add /, '').replace(/ to cart$/, '')
  await firstAdd.click()
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible()
  await expectCartBadges(page, '1 item')
  await featured
    .getByRole('button', { name: `Add one more ${firstName}` })
    .first()
    .click()
  await expectCartBadges(page, '2 items')

  // Product detail: Add to Cart, then a stepper in its place.
  await page.goto('/categories')
  await page.getByRole('link').filter({ hasText: 'Snacks' }).first().click()
  // A product that is in stock and not yet in the cart: its card still shows 'Add'.
  const otherAdd = page.getByRole('button', { name: /^Add .+ to cart$/ }).first()
  const otherName = ((await otherAdd.getAttribute('aria-label')) ?? '')
    .replace(/^Add /, '')
    .replace(/ to cart$/, '')
  await page.getByRole('link', { name: otherName, exact: true }).first().click()
  await expect(page.getByRole('heading', { name: otherName, level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Added to cart!')).toBeVisible()
  await expectCartBadges(page, '3 items')
  await expect(page.getByRole('button', { name: /^Remove one / })).toBeVisible()

  // Cart: rows with steppers, server figures.
  await page.getByRole('link', { name: 'Cart (3 items)' }).first().click()
  await expect(page.getByRole('heading', { name: 'Shopping Cart (3 items)' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible()
  await expect(page.getByText('Delivery Fee')).toBeVisible()
  await page.getByRole('button', { name: `Add one more ${firstName}` }).click()
  await expect(page.getByRole('heading', { name: 'Shopping Cart (4 items)' })).toBeVisible()
  await page.getByRole('button', { name: `Remove one ${firstName}` }).click()
  await expect(page.getByRole('heading', { name: 'Shopping Cart (3 items)' })).toBeVisible()
  await screenshotBoth(page, 'orders-cart')

  // Checkout: no saved address yet, so the inline form is open.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByRole('heading', { name: 'Bill Summary' })).toBeVisible()
  await expect(page.getByText('Free delivery on orders above ₹99')).toBeVisible()
  await expect(page.getByRole('radio', { name: /Digital Wallet, Coming Soon/ })).toBeDisabled()
  await page.getByLabel(/^Recipient Name/).fill('Asha Rao')
  await page.getByLabel(/^Phone/).fill('+91 98765 43210')
  await page.getByLabel(/^Address Line 1/).fill('12 MG Road')
  await page.getByLabel(/^City/).fill('Bengaluru')
  await page.getByLabel(/^State/).fill('Karnataka')
  // A Marathahalli pincode is in no delivery area (ADR 019): refused before anything is saved.
  await page.getByLabel(/^Pincode/).fill('560037')
  await page.getByRole('button', { name: 'Save Address' }).click()
  await expect(page.getByText(/we do not deliver to pincode 560037 yet/).first()).toBeVisible()
  // A Koramangala pincode chooses Koramangala.
  await page.getByLabel(/^Pincode/).fill('560034')
  await expect(page.getByLabel(/^Delivery area/).locator('option:checked')).toHaveText(/^Koramangala/)
  await page.getByRole('button', { name: 'Save Address' }).click()
  await expect(page.getByText('Address added successfully!')).toBeVisible()
  // One short screen (issue 12 item 4): the address with its area in a card with Change, the
  // earliest open slot already chosen, and Place Order in the bar above the bottom navigation.
  const where = page.getByRole('region', { name: 'Delivery Address' })
  await expect(where.getByText('12 MG Road, Bengaluru, Karnataka - 560034')).toBeVisible()
  await expect(where.getByText('Delivery area: Koramangala, Koramangala 5th Block')).toBeVisible()
  await where.getByRole('button', { name: 'Change delivery address' }).click()
  await where.getByRole('radio', { name: /^Home: 12 MG Road/ }).click()
  await expect(where.getByRole('button', { name: 'Change delivery address' })).toBeVisible()

  const placeOrder = page.getByRole('button', { name: /^Place Order - ₹/ })
  await expect(page.getByText('Slots for Koramangala, the area of this address')).toBeVisible()
  const slots = page.getByRole('radiogroup', { name: 'Delivery Time Slot' })
  await expect(slots.locator('[role=radio][aria-checked=true]')).toHaveCount(1)
  await page.getByRole('tab').last().click()
  await slots.locator('[role=radio]:not([disabled])').first().click()
  await page.getByRole('button', { name: 'Add delivery instructions' }).click()
  // Before checkout the header promised the earliest open slot (ADR 020).
  const promised = (await page.getByTestId('shop-promise').textContent()) ?? ''
  expect(promised).toMatch(
    /^(Today|Tomorrow|\w{3}, \d{1,2} \w{3}), \d{1,2}(?::\d{2})?(?: [AP]M)?–\d{1,2}(?::\d{2})? [AP]M$/,
  )
  await page.getByLabel('Delivery instructions (optional)').fill('Ring twice, leave with the guard')
  await screenshotBoth(page, 'orders-checkout')
  await placeOrder.click()

  // Confirmation with the server's order number.
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible()
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=ORD-\d+/)
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? ''
  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible()
  // One promise: the chosen slot, with its day, on confirmation, card, tracking and notice.
  const arriving = page.getByText(/^Arriving \w{3}, \d{1,2} \w{3}, /)
  await expect(arriving).toBeVisible()
  const promise = (await arriving.textContent()) ?? ''
  await expect(page.getByText(/Estimated delivery|Within 24 hours|Expected by/)).toHaveCount(0)
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible()
  // The order emptied the cart: no badge any more.
  await expect(page.getByRole('link', { name: /^Cart \(\d+ items?\)$/ })).toHaveCount(0)
  await screenshotBoth(page, 'orders-confirmation')

  // My Orders: the order is Active and pending.
  await page.getByRole('link', { name: 'Track Your Orders' }).click()
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true')
  const card = page.getByRole('article', { name: `Order ${orderNumber}` })
  await expect(card).toBeVisible()
  await expect(card.getByText('Pending')).toBeVisible()
  await expect(card.getByText('3 items')).toBeVisible()
  await expect(card.getByTestId('order-promise')).toHaveText(promise)
  await screenshotBoth(page, 'orders-list')

  // Tracking.
  await card.getByRole('link', { name: 'Track Order' }).click()
  await expect(page.getByRole('heading', { name: 'Track Order' })).toBeVisible()
  await expect(page.getByText(`Order #${orderNumber}`)).toBeVisible()
  await expect(page.getByText('Current Status')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Delivery Partner' })).toBeVisible()
  await expect(page.getByText('Asha Rao')).toBeVisible()
  await expect(page.getByText('+91 98765 43210')).toBeVisible()
  await expect(page.getByText('Ring twice, leave with the guard')).toBeVisible()
  await expect(page.getByTestId('order-promise')).toHaveText(promise)
  await expect(page.getByText(/Expected by|Estimated/)).toHaveCount(0)
  await expect(page.getByText('Total Amount')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Status History' })).toBeVisible()
  await screenshotBoth(page, 'orders-tracking')

  // Home 'Buy Again' now lists what was ordered, with its Add button or stepper.
  await page.goto('/')
  const buyAgain = page.getByRole('list', { name: 'Buy Again' })
  await expect(buyAgain.getByRole('link', { name: firstName, exact: true })).toBeVisible()
  await expect(buyAgain.getByRole('button', { name: `Add ${firstName} to cart` })).toBeVisible()

  // Cancel from My Orders with the spec's confirm dialog.
  await page.goto('/orders')
  await card.getByRole('button', { name: 'Cancel' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Order?' })
  await expect(
    dialog.getByText(`Are you sure you want to cancel order ${orderNumber}? This action cannot be undone.`),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel Order' }).click()
  await expect(page.getByText('Order cancelled successfully')).toBeVisible()
  // Only a cancelled order: Active says so and points to where it went (issue 9 item 12).
  await expect(page.getByRole('heading', { name: 'No active orders' })).toBeVisible()
  await page.getByRole('link', { name: 'Cancelled' }).click()
  await expect(page.getByRole('tab', { name: 'Cancelled', selected: true })).toBeVisible()
  await expect(card.getByText('Cancelled')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0)

  // Notifications: placed and cancelled, unread until opened.
  const bell = page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ })
  await expect(bell).toBeVisible()
  await bell.click()
  const panel = page.getByRole('dialog', { name: 'Notifications' })
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeEnabled()
  await expect(panel.getByRole('listitem')).toHaveCount(2)
  await expect(panel.getByText(`Your order ${orderNumber} has been placed. ${promise}`)).toBeVisible()
  await screenshotBoth(page, 'orders-notifications')
  await panel.getByRole('button', { name: 'Mark all read' }).click()
  await expect(page.getByText('All notifications marked as read')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()

  // Somebody else's or an unknown order.
  await page.goto('/order/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible()
  await expect(page.getByText("We couldn't find this order.")).toBeVisible()
})

test('tracking follows status changes live, with the notice live in the bell; a delivered order reorders', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const shopper = { email: `tracker-${stamp}@example.com`, password: 'Tracker123' }
  const admin = { email: `admin-${stamp}@example.com`, password: 'Admin1234x' }
  createUser(shopper.email, shopper.password)
  createUser(admin.email, admin.password, true)
  await signIn(page, shopper.email, shopper.password)

  // Fill the cart and place an order through the API, as the checkout page does.
  const home = await (await page.request.get('/api/home')).json()
  const product = home.featured.find((p: { stockQuantity: number }) => p.stockQuantity > 2)
  expect((await page.request.put(`/api/cart/items/${product.id}`, { data: { quantity: 2 } })).ok()).toBe(true)
  const address = await (
    await page.request.post('/api/addresses', {
      data: {
        title: 'Work',
        recipientName: 'Ravi Kumar',
        phone: '9876500000',
        addressLine1: '5 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        ...(await demoArea(page.request)),
      },
    })
  ).json()
  const [location] = await (await page.request.get('/api/delivery-locations')).json()
  const slots = (await (await page.request.get('/api/delivery-slots')).json()).items
  const slot = slots.find((s: { isFull: boolean }) => !s.isFull)
  const body = { addressId: address.id, locationId: location.id, slotId: slot.id, paymentMethod: 'cod' }
  const headers = { 'idempotency-key': `e2e-${stamp}` }
  const first = await page.request.post('/api/orders', { data: body, headers })
  expect(first.status()).toBe(201)
  const order = await first.json()
  // A retried Place Order with the same key gets the same order back.
  const retry = await page.request.post('/api/orders', { data: body, headers })
  expect(retry.status()).toBe(200)
  expect((await retry.json()).id).toBe(order.id)

  const listening = realtimeReady(page)
  await page.goto(`/order/${order.id}`)
  await expect(page.getByText(`Order #${order.orderNumber}`)).toBeVisible()
  const current = page.getByRole('listitem').filter({ hasText: 'Current Status' })
  await expect(current).toContainText('Pending')
  await listening

  // The store moves the order on: the open page follows without a reload.
  const staff = await playwright.request.newContext({ baseURL })
  await signIn({ request: staff }, admin.email, admin.password)
  const move = (status: string) =>
    staff.put(`/api/admin/orders/${order.id}/status`, { data: { status }, headers: { origin: baseURL } })
  expect((await move('confirmed')).ok()).toBe(true)
  await expect(current).toContainText('Confirmed')
  // The notice arrives live: a toast says it, the bell counts it and its panel lists it without a
  // reload. (The bell's listener once lived in its lazy chunk, which often runs after the socket is
  // ready: the toast was missed, and the list read from the page's preload; ADR 058.)
  const notice = `Your order ${order.orderNumber} has been confirmed`
  await expect(page.locator('[data-sonner-toast]').getByText(notice)).toBeVisible()
  const bell = page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ })
  await expect(bell).toBeVisible()
  await bell.click()
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(notice)).toBeVisible()
  await page.keyboard.press('Escape')
  expect((await move('delivered')).ok()).toBe(true)
  await expect(current).toContainText('Delivered')
  await staff.dispose()

  // Delivered: View Details and a working Reorder.
  await page.goto('/orders?tab=delivered')
  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` })
  await expect(card.getByRole('link', { name: 'View Details' })).toBeVisible()
  await card.getByRole('button', { name: 'Reorder' }).click()
  await expect(page.getByText('Added 2 items to cart')).toBeVisible()
  await expectCartBadges(page, '2 items')
})

test('tracking and the bell catch up with a status change made while the socket was still connecting', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const shopper = { email: `late-socket-${stamp}@example.com`, password: 'Tracker123' }
  const admin = { email: `late-admin-${stamp}@example.com`, password: 'Admin1234x' }
  createUser(shopper.email, shopper.password)
  createUser(admin.email, admin.password, true)
  await signIn(page, shopper.email, shopper.password)
  const { order } = await placeOrderAsCustomer(page.request, 'Meera Iyer')

  // The page's socket reaches the server only when the test says so: a slow network, or a socket
  // that subscribes after staff have already moved the order on.
  let letSocketThrough = () => {}
  const socketHeld = new Promise<void>((resolve) => {
    letSocketThrough = resolve
  })
  await page.routeWebSocket(/\/api\/realtime$/, async (socket) => {
    await socketHeld
    socket.connectToServer()
  })

  await page.goto(`/order/${order.id}`)
  const current = page.getByRole('listitem').filter({ hasText: 'Current Status' })
  await expect(current).toContainText('Pending')
  const bell = page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ })
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)')

  // Staff confirm the order after the page read it and before its socket is subscribed: the
  // event reaches no socket of this page. (Before ADR 061 the page kept 'Pending' until the next
  // event or a reconnect.)
  const staff = await playwright.request.newContext({ baseURL })
  await signIn({ request: staff }, admin.email, admin.password)
  const moved = await staff.put(`/api/admin/orders/${order.id}/status`, {
    data: { status: 'confirmed' },
    headers: { origin: baseURL },
  })
  expect(moved.ok()).toBe(true)
  await staff.dispose()
  letSocketThrough()

  // Its ready says the shopper's topic was not quiet for the page's whole life: the page asks for
  // its answers again, and the tracking and the bell show the change.
  await expect(current).toContainText('Confirmed')
  await expect(bell).toHaveAccessibleName('Notifications (2 unread)')
  await bell.click()
  await expect(
    page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`Your order ${order.orderNumber} has been confirmed`),
  ).toBeVisible()
})
