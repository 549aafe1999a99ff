import { expect, test } from '@playwright/test'

test('the store answers and renders its first page', async ({ page, request }) => {
  const health = await request.get('/api/health')
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' })
  await page.goto('/')
  await expect(page.locator('#root')).not.toBeEmpty()
})
