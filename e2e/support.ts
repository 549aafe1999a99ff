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

/**
 * Resolves once the page's realtime socket says it is listening ({type:'ready'}). Call it before
 * the navigation that opens the socket: a change made before then reaches the page through the
 * refetch on connect, without the live event (and its toast) a test may be waiting for.
 */
export function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"ready"')) resolve()
      })
    })
  })
}
