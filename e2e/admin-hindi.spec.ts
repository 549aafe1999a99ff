import { expect, type Page, test } from '@playwright/test'
import {
  createUser,
  ok,
  placeOrderAsCustomer,
  SCREENSHOTS,
  screenshotBoth,
  signIn,
  WIDTHS,
} from './support.ts'

// The admin area in Hindi (issue 15, ADR 032): an admin who chose Hindi sees the dashboard, the
// product form and an order's details in Hindi, with Hindi dates and Indian-grouped prices.

const PASSWORD = 'Fresh1cart'
/** A date as hi-IN writes it on the cards: '24 नव॰ 2026, 1:50 pm'. */
const HINDI_DATE = /^\d{1,2} [\u0900-\u097f]+॰? \d{4}/

/** A dialog as the admin sees it at both widths (the viewport, not the page behind the overlay). */
async function screenshotDialogBoth(page: Page, name: string) {
  // Without pictures the page still ends at the size the pictures left it at.
  if (!SCREENSHOTS) return page.setViewportSize({ width: WIDTHS.mobile, height: 844 })
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: label === 'mobile' ? 844 : 900 })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300) // the dialog's open animation
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png` })
  }
  await page.setViewportSize({ width: WIDTHS.mobile, height: 844 })
}

test('an admin who chose Hindi sees the dashboard, the product form and order details in Hindi', async ({
  page,
  browser,
}) => {
  // Sign-ins, an order and twelve screenshots (full pages and dialogs at two widths).
  test.setTimeout(150_000)
  const stamp = Date.now()
  const shopperEmail = `hindi-shopper-${stamp}@example.com`
  const adminEmail = `hindi-admin-${stamp}@example.com`
  createUser(shopperEmail, PASSWORD)
  createUser(adminEmail, PASSWORD, true)

  const shopper = await browser.newContext()
  await signIn(shopper, shopperEmail, PASSWORD)
  const { order } = await placeOrderAsCustomer(shopper.request, 'आशा राव')
  await shopper.close()

  // The admin chose Hindi in Settings on another device: the account carries it here.
  await signIn(page, adminEmail, PASSWORD)
  await ok(await page.request.put('/api/preferences', { data: { language: 'hi' } }))
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'एडमिन डैशबोर्ड', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  const summary = page.getByRole('list', { name: 'स्टोर का सारांश' })
  await expect(summary.getByText('आज की बिक्री')).toBeVisible()
  await expect(summary.getByText('लंबित ऑर्डर')).toBeVisible()
  const tabs = page.getByRole('tablist', { name: 'एडमिन के हिस्से' })
  for (const name of ['ऑर्डर', 'प्रोडक्ट', 'रिव्यू', 'ग्राहक', 'आँकड़े']) {
    await expect(tabs.getByRole('tab', { name })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'ऑर्डर प्रबंधन' })).toBeVisible()
  const card = page.getByRole('listitem', { name: `ऑर्डर ${order.orderNumber}` })
  await expect(card.getByText('लंबित', { exact: true }).first()).toBeVisible()
  await expect(card.getByText(HINDI_DATE).first()).toBeVisible()
  await expect(card.getByText(/^₹[\d,]+(\.\d\d)?$/).first()).toBeVisible()
  await expect(card.getByRole('combobox', { name: `ऑर्डर ${order.orderNumber} की स्थिति` })).toBeVisible()
  await screenshotBoth(page, 'hindi-admin-dashboard')

  // View Details in Hindi.
  await card.getByRole('button', { name: 'पूरी जानकारी देखें' }).click()
  const details = page.getByRole('dialog', { name: `ऑर्डर ${order.orderNumber}` })
  await expect(details.getByText(/को दिया गया$/)).toBeVisible()
  for (const heading of [
    'आइटम',
    'ग्राहक',
    'डिलीवरी स्लॉट',
    'डिलीवरी का पता',
    'डिलीवरी पार्टनर',
    'स्थिति का इतिहास',
  ]) {
    await expect(details.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  }
  await expect(details.getByText('कैश ऑन डिलीवरी · बाक़ी')).toBeVisible()
  await expect(details.getByLabel('पार्टनर का नाम')).toBeVisible()
  await screenshotDialogBoth(page, 'hindi-admin-order-details')
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()

  // The product form: Hindi labels, and the shared rules' messages in Hindi.
  await page.getByRole('button', { name: 'प्रोडक्ट जोड़ें' }).first().click()
  const form = page.getByRole('dialog', { name: 'नया प्रोडक्ट जोड़ें' })
  await expect(form.getByLabel('प्रोडक्ट का नाम *')).toBeVisible()
  await expect(form.getByLabel('कीमत (₹) *')).toBeVisible()
  await expect(form.getByRole('button', { name: 'तस्वीर चुनें' })).toBeVisible()
  await form.getByLabel('प्रोडक्ट का नाम *').fill('')
  await page.getByRole('button', { name: 'प्रोडक्ट जोड़ें' }).last().click()
  await expect(form.getByText('प्रोडक्ट का नाम ज़रूरी है').first()).toBeVisible()
  await screenshotDialogBoth(page, 'hindi-admin-product-form')
  await page.keyboard.press('Escape')

  // The other tabs and Store Settings, looked at in Hindi at both widths.
  await tabs.getByRole('tab', { name: 'प्रोडक्ट' }).click()
  await expect(page.getByRole('heading', { name: 'प्रोडक्ट प्रबंधन' })).toBeVisible()
  await screenshotBoth(page, 'hindi-admin-products')
  await tabs.getByRole('tab', { name: 'ग्राहक' }).click()
  await expect(page.getByRole('heading', { name: 'ग्राहक', level: 2 })).toBeVisible()
  await screenshotBoth(page, 'hindi-admin-customers')
  await tabs.getByRole('tab', { name: 'आँकड़े' }).click()
  await expect(page.getByRole('heading', { name: 'आज की झलक' })).toBeVisible()
  await screenshotBoth(page, 'hindi-admin-analytics')
  await page.getByRole('button', { name: 'स्टोर सेटिंग्स' }).click()
  await expect(page.getByRole('dialog', { name: 'स्टोर सेटिंग्स' }).getByLabel('डिलीवरी शुल्क (₹)')).toBeVisible()
  await screenshotDialogBoth(page, 'hindi-admin-settings')
})
