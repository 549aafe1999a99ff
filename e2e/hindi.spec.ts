import { execFileSync } from 'node:child_process'
import { expect, type Page, test } from '@playwright/test'
import { screenshotBoth } from './support.ts'

// The Hindi interface (issue 15, ADR 032): the language follows the browser on a first visit, is
// chosen in Settings, kept on the device and, for a signed-in shopper, on the account.

const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'
const port = Number(process.env.E2E_PORT ?? 3210)
const PASSWORD = 'Fresh1cart'

function createUser(label: string): string {
  const email = `${label}-${Date.now()}@example.com`
  execFileSync(
    'node',
    ['dist/server/cli.js', 'create-user', '--email', email, '--password', PASSWORD, '--verified'],
    { env: { ...process.env, DATA_DIR: dataDir, PGLITE_SOCKET_PORT: String(port + 1) }, stdio: 'pipe' },
  )
  return email
}

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
}

test.describe('a browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' })
  test('opens the store in Hindi on the first visit', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  })
})

test('Settings switches to Hindi, and the account keeps the choice on another device', async ({
  page,
  browser,
}) => {
  const email = createUser('hindi')
  await page.goto('/settings')
  await signIn(page, email)
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')

  const language = page.getByRole('group', { name: 'Language' })
  await language.getByRole('button', { name: 'हिन्दी' }).click()
  await expect(page.getByRole('heading', { name: 'सेटिंग्स', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByText('भाषा बदलकर हिन्दी कर दी गई')).toBeVisible()
  await expect(
    page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'हिन्दी' }),
  ).toHaveAttribute('aria-pressed', 'true')
  // The Devanagari font was loaded before the first Hindi frame.
  expect(await page.evaluate(() => document.fonts.check('16px "FreshCart Devanagari"', 'हिंदी'))).toBe(true)
  await screenshotBoth(page, 'hindi-settings')

  // This device remembers it.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'सेटिंग्स', level: 1 })).toBeVisible()

  // Another device (English browser, nothing stored) follows the account once signed in.
  const other = await browser.newPage()
  await other.goto('/settings')
  await signIn(other, email)
  await expect(other.getByRole('heading', { name: 'सेटिंग्स', level: 1 })).toBeVisible()
  await expect(other.locator('html')).toHaveAttribute('lang', 'hi-IN')

  // The shop in Hindi: home, a product with its Hindi name and the English one beneath, the cart.
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'ख़ास प्रोडक्ट' })).toBeVisible()
  await screenshotBoth(page, 'hindi-home')
  await page.goto('/search?q=paneer')
  await expect(page.getByRole('heading', { name: '"paneer" के लिए खोज के नतीजे' })).toBeVisible()
  await page.getByRole('article').first().getByRole('link').first().click()
  await expect(page.getByRole('button', { name: 'कार्ट में डालें', exact: true })).toBeVisible()
  await screenshotBoth(page, 'hindi-product')
  await page.getByRole('button', { name: 'कार्ट में डालें', exact: true }).click()
  await expect(page.getByText('कार्ट में डाल दिया!')).toBeVisible()
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: 'शॉपिंग कार्ट (1 आइटम)' })).toBeVisible()
  await screenshotBoth(page, 'hindi-cart')

  // Checkout in Hindi: a new address, the area and a slot, then the order.
  await page.getByRole('link', { name: 'चेकआउट करें' }).click()
  await expect(page.getByRole('heading', { name: 'बिल का सारांश' })).toBeVisible()
  await page.getByLabel(/^नाम \(घर/).fill('घर')
  await page.getByLabel(/^पाने वाले का नाम/).fill('आशा राव')
  await page.getByLabel(/^फ़ोन/).fill('9876543210')
  await page.getByLabel(/^पते की पहली पंक्ति/).fill('12 एमजी रोड')
  await page.getByLabel(/^शहर/).fill('बेंगलुरु')
  await page.getByLabel(/^राज्य/).fill('कर्नाटक')
  await page.getByLabel(/^पिनकोड/).fill('560001')
  await page.getByRole('button', { name: 'पता सहेजें' }).click()
  await expect(page.getByText('पता जोड़ दिया गया!')).toBeVisible()
  const placeOrder = page.getByRole('button', { name: /^ऑर्डर करें - ₹/ })
  await placeOrder.click()
  await expect(page.getByRole('alert').filter({ hasText: 'कृपया डिलीवरी का समय (स्लॉट) चुनें' })).toBeVisible()
  const slots = page.getByRole('radiogroup', { name: 'डिलीवरी का समय (स्लॉट)' })
  await slots.locator('[role=radio]:not([disabled])').first().click()
  await screenshotBoth(page, 'hindi-checkout')
  await placeOrder.click()
  await expect(page.getByRole('heading', { name: 'आपका ऑर्डर हो गया!' })).toBeVisible()
  await expect(page.getByText('24 घंटे के अंदर')).toBeVisible()
  // Dates in Hindi (hi-IN month names), figures as in English.
  await expect(
    page.getByText(/^\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}$/),
  ).toBeVisible()
  await screenshotBoth(page, 'hindi-order-placed')

  // Back to English.
  await page.goto('/settings')
  await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await other.close()
})
