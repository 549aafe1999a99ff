import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'

// Browser journeys against the BUILT app on a fresh embedded database with demo data.
// e2e/run.mjs picks a temp DATA_DIR and a port; Chromium is Debian's (Playwright cannot download one here).
const port = Number(process.env.E2E_PORT ?? 3210)
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'
export const baseURL = `http://localhost:${port}`

// Every Chromium the journeys and benchmarks start: Debian's, through e2e/chromium.sh, which
// merges the feature switches (Chromium keeps only the last of each).
export const chromiumPath = fileURLToPath(new URL('./e2e/chromium.sh', import.meta.url))
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156 loads two pages of its own (the address bar's suggestion pop-ups) in a renderer
  // for every window, and so for every browser context, and keeps one spare renderer ready for
  // the next site: a headless journey uses none of them. Each context cost 1.9 s of CPU with a
  // trivial page, 0.85 s without them (ADR 075).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,SpareRendererForSitePerProcess',
]
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]],
  use: {
    baseURL,
    // A trace is recorded only when a failed journey runs again (CI retries once), not for every
    // journey: recording one (screencast frames, a DOM snapshot at every action) took 43 % of the
    // journeys' CPU (accounts.spec.ts: 258 -> 146 s of CPU, 137 -> 88 s of wall, ADR 070).
    // Locally: `npm run test:e2e -- --trace retain-on-failure`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The store's service worker (ADR 031) answers from its caches only when the network fails;
    // journeys other than e2e/offline.spec.ts run without it, so they see the network alone.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      PGLITE_SOCKET_PORT: String(port + 1),
      LOG_LEVEL: 'warn',
    },
  },
})
