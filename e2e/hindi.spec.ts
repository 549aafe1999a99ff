import { execFileSync } from 'node:child_process'
import { expect, type Page, test } from '@playwright/test'
import { SCREENSHOTS, screenshotBoth } from './support.ts'

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
    // Categories are named in Hindi too, drawn so by the server and kept by the page.
    await page.goto('/categories')
    await expect(page.getByRole('link', { name: 'फल और सब्ज़ियाँ' })).toBeVisible()
    await page.getByRole('link', { name: 'डेयरी, ब्रेड और अंडे' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'डेयरी, ब्रेड और अंडे' })).toBeVisible()
    await expect(page.getByText('रोज़ के लिए दूध, दही, पनीर')).toBeVisible()
    await expect(page).toHaveTitle(/डेयरी, ब्रेड और अंडे/)
  })
})

const DEVANAGARI_FONT = /devanagari.*\.woff2/i

test('an English page downloads no Devanagari font, while its switch shows हिन्दी; Hindi loads the font', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || request.url().endsWith('.woff2')) fonts.push(request.url())
  })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: /हिन्दी/ })
  await expect(toggle).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The label is drawn in its own few-glyph face (inlined in the CSS), never the full font.
  const status = () =>
    page.evaluate(() =>
      Object.fromEntries([...document.fonts].map((face) => [face.family.replaceAll('"', ''), face.status])),
    )
  expect(await status()).toEqual({ 'FreshCart Devanagari': 'unloaded', 'FreshCart Hindi Label': 'loaded' })
  expect(fonts.filter((url) => DEVANAGARI_FONT.test(url))).toEqual([])

  await toggle.click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByRole('heading', { name: 'ख़ास प्रोडक्ट' })).toBeVisible()
  expect(fonts.filter((url) => DEVANAGARI_FONT.test(url))).toHaveLength(1)
  expect((await status())['FreshCart Devanagari']).toBe('loaded')
})

test('Settings switches to Hindi, and the account keeps the choice on another device', async ({
  page,
  browser,
}) => {
  // Two devices, an order and full-page screenshots at two widths on each step.
  test.setTimeout(150_000)
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
  await page.getByLabel(/^पाने वाले का नाम/).fill('आशा राव')
  await page.getByLabel(/^फ़ोन नंबर/).fill('9876543210')
  await page.getByLabel(/^पते की पहली पंक्ति/).fill('12 एमजी रोड')
  await page.getByLabel(/^शहर/).fill('बेंगलुरु')
  await page.getByLabel(/^राज्य/).fill('कर्नाटक')
  await page.getByLabel(/^पिनकोड/).fill('560034')
  await page.getByRole('button', { name: 'पता सहेजें' }).click()
  await expect(page.getByText('पता जोड़ दिया गया!')).toBeVisible()
  const placeOrder = page.getByRole('button', { name: /^ऑर्डर करें - ₹/ })
  const slots = page.getByRole('radiogroup', { name: 'डिलीवरी का समय (स्लॉट)' })
  await slots.locator('[role=radio]:not([disabled])').first().click()
  await screenshotBoth(page, 'hindi-checkout')
  await placeOrder.click()
  await expect(page.getByRole('heading', { name: 'आपका ऑर्डर हो गया!' })).toBeVisible()
  // The slot is the promise (ADR 020), in Hindi: day and month names, the part of the day first.
  await expect(
    page.getByText(/^पहुँचेगा: \S+, \d{1,2} \S+, (सुबह|दोपहर|शाम|रात) \d{1,2}(:\d{2})?–/),
  ).toBeVisible()
  await screenshotBoth(page, 'hindi-order-placed')

  // Back to English.
  await page.goto('/settings')
  await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await other.close()
})

/** The screen at the two phone widths the Hindi screens are checked at (360 and 390 px). */
async function phoneShots(page: Page, name: string, fullPage = true) {
  // Without pictures the page still ends at the size the pictures left it at.
  if (!SCREENSHOTS) return page.setViewportSize({ width: 390, height: 800 })
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 })
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage })
  }
}

test('a visitor switches to Hindi in the header; sign-in, settings, profile, the review form and the chat are in Hindi', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = createUser('hindi-visitor')
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await phoneShots(page, 'visitor-language-switch', false)
  await page.getByRole('button', { name: 'Show the store in हिन्दी' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByRole('button', { name: 'स्टोर English में दिखाएँ' })).toBeVisible()

  // The sign-in form, its schema's messages included.
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1, name: /में आपका स्वागत है$/ })).toBeVisible()
  await page.getByRole('button', { name: 'साइन इन', exact: true }).last().click()
  await expect(page.getByText('ईमेल डालना ज़रूरी है')).toBeVisible()
  await expect(page.getByText('पासवर्ड डालना ज़रूरी है')).toBeVisible()
  await expect(page.getByText('कृपया सही ईमेल और पासवर्ड डालें')).toBeVisible()
  await phoneShots(page, 'hindi-sign-in')
  await page.getByLabel('ईमेल').fill(email)
  await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'साइन इन', exact: true }).last().click()
  await expect(page).toHaveURL(/\/$/)
  // Signed in, the language is chosen in Settings (saved on the account), not in the header.
  await expect(page.getByRole('button', { name: 'स्टोर English में दिखाएँ' })).toHaveCount(0)

  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: 'सेटिंग्स', level: 1 })).toBeVisible()
  await phoneShots(page, 'hindi-settings-phone')

  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'मेरी प्रोफ़ाइल' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'भुगतान के तरीक़े' })).toBeVisible()
  await phoneShots(page, 'hindi-profile')

  // The review form and its schema's messages.
  await page.goto('/search?q=paneer')
  await page.getByRole('article').first().getByRole('link').first().click()
  await page.getByRole('button', { name: 'रिव्यू लिखें' }).click()
  const form = page.getByRole('form', { name: 'रिव्यू लिखें' })
  await form.getByRole('button', { name: 'रिव्यू भेजें' }).click()
  await expect(form.getByText('कृपया रेटिंग चुनें')).toBeVisible()
  await expect(form.getByText('शीर्षक कम से कम 3 अक्षरों का होना चाहिए')).toBeVisible()
  await expect(form.getByRole('radio', { name: '5 स्टार' })).toBeVisible()
  await form.scrollIntoViewIfNeeded()
  await phoneShots(page, 'hindi-review-form')

  // The support chat.
  await page.getByRole('button', { name: 'सहायता चैट खोलें' }).click()
  const chat = page.getByRole('dialog', { name: /सहायता$/ })
  await expect(chat.getByText('नमस्ते! स्टोर में आपका स्वागत है!', { exact: false })).toBeVisible()
  await expect(chat.getByRole('button', { name: 'डिलीवरी की जानकारी' })).toBeVisible()
  await chat.getByPlaceholder('संदेश लिखें...').fill('दूध कब आएगा?')
  await chat.getByRole('button', { name: 'संदेश भेजें' }).click()
  await expect(chat.getByText('संदेश के लिए धन्यवाद!', { exact: false })).toBeVisible()
  await phoneShots(page, 'hindi-chat', false)
})
