import type { Page } from '@playwright/test'

export const WIDTHS = { mobile: 390, desktop: 1280 } as const

/** Saves a full-page screenshot of the current screen at both widths as a test artifact. */
export async function screenshotBoth(page: Page, name: string) {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: label === 'mobile' ? 844 : 900 })
    // Let lazy images and layout settle after the resize.
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: WIDTHS.mobile, height: 844 })
}
