import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { createUser, SCREENSHOTS, signIn } from './support.ts'

// Instant suggestions in the header search (issue 11): a WAI-ARIA combobox over the demo data.

const box = (page: Page) => page.getByRole('combobox', { name: 'Search products' })
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' })

async function screenshots(page: Page, name: string) {
  // Without pictures the page still ends at the size the pictures left it at.
  if (!SCREENSHOTS) return page.setViewportSize({ width: 390, height: 844 })
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 800 })
    await page.waitForTimeout(200)
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 390, height: 844 })
}

async function expectAccessible(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).include('form[role="search"]').analyze()
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(bad, state).toEqual([])
}

test('type, arrow keys, Enter; recent searches; Escape', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await box(page).click()
  await box(page).pressSequentially('mil', { delay: 60 })
  const list = suggestions(page)
  await expect(list).toBeVisible()
  await expect(list.getByRole('option', { name: /Milk/ }).first()).toBeVisible()
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true')
  const options = list.getByRole('option')
  expect(await options.count()).toBeGreaterThanOrEqual(2)
  await expectAccessible(page, 'suggestions open')
  await screenshots(page, 'search-suggestions')

  // ArrowDown highlights the first option (focus stays in the box); Enter opens it.
  await box(page).press('ArrowDown')
  const first = options.first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '')
  await expect(box(page)).toBeFocused()
  await box(page).press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await box(page).press('ArrowUp')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  const firstName = ((await first.textContent()) ?? '').split(/\d/)[0]!.trim()
  await box(page).press('Enter')
  await expect(page).toHaveURL(/\/product\//)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName.slice(0, 8))

  // Hinglish, as on the results page; Enter with nothing highlighted searches the text.
  await box(page).click()
  await box(page).fill('')
  await box(page).pressSequentially('doodh', { delay: 60 })
  await expect(suggestions(page).getByRole('option', { name: /Milk/ }).first()).toBeVisible()
  await box(page).press('Enter')
  await expect(page).toHaveURL(/\/search\?q=doodh$/)

  // Escape closes the list.
  await box(page).fill('')
  await box(page).pressSequentially('p', { delay: 60 })
  await expect(suggestions(page)).toBeVisible()
  await box(page).press('Escape')
  await expect(suggestions(page)).toBeHidden()
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false')

  // With the box empty, focus shows the recent searches of this device, newest first.
  await box(page).fill('')
  await page.getByRole('main').click()
  await box(page).click()
  const recent = page.getByRole('listbox', { name: 'Recent searches' })
  await expect(recent.getByRole('option')).toHaveText(['doodh', 'mil'])
  await expectAccessible(page, 'recent searches')
  await screenshots(page, 'search-recent')
  await page.getByRole('button', { name: 'Remove "mil" from recent searches' }).click()
  await expect(recent.getByRole('option')).toHaveText(['doodh'])
  await box(page).press('ArrowDown')
  await box(page).press('Enter')
  await expect(page).toHaveURL(/\/search\?q=doodh$/)
  // Kept on the device across pages and reloads.
  await page.reload()
  await box(page).click()
  // The results page shows its query in the box; emptied, the box offers the recent searches.
  await box(page).fill('')
  await expect(page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option')).toHaveText([
    'doodh',
  ])
})

test('a signed-in shopper taps Add beside a suggestion', async ({ page }) => {
  const email = `suggest-${Date.now()}@example.com`
  const password = 'Shopper123'
  createUser(email, password)
  await signIn(page, email, password)
  await page.goto('/')
  await box(page).click()
  await box(page).pressSequentially('paneer', { delay: 60 })
  await expect(
    suggestions(page)
      .getByRole('option', { name: /Paneer/ })
      .first(),
  ).toBeVisible()
  // The Add beside the first suggestion (not a card's behind the list).
  const add = page
    .getByRole('search')
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
  await add.click()
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible()
  // The list stays open and the row's control is now the stepper.
  await expect(suggestions(page)).toBeVisible()
  await expect(
    page
      .getByRole('search')
      .getByRole('button', { name: /^Add one more / })
      .first(),
  ).toBeVisible()
  await screenshots(page, 'search-suggestions-added')
})

test("an admin's search word is used by the shop's suggestions and search at once", async ({ page }) => {
  const email = `words-${Date.now()}@example.com`
  const password = 'Admin12345'
  createUser(email, password, true)
  await signIn(page, email, password)
  await page.goto('/admin?tab=search-words')
  await expect(page.getByRole('heading', { name: 'Search words' })).toBeVisible()
  await page.getByLabel('Shoppers type').fill('chakhna')
  await page.getByLabel('Means').fill('bhujia')
  await page.getByRole('button', { name: 'Add word' }).click()
  await expect(page.getByText('Search word added')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit chakhna' })).toBeVisible()
  await screenshots(page, 'admin-search-words')

  await page.goto('/')
  await box(page).click()
  await box(page).pressSequentially('chakhna', { delay: 60 })
  await expect(
    suggestions(page)
      .getByRole('option', { name: /Bhujia/i })
      .first(),
  ).toBeVisible()
})
