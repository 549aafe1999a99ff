import { defineConfig } from 'vitest/config'

// API and unit tests. With TEST_DATABASE_URL set, the same suite runs on a real PostgreSQL
// server (a fresh database per test file, cloned from one migrated template).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/test-support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // `npm run test:unit -- --coverage`: how much of the client the tests run (issue 16 item 6).
    // Component and hook tests run in happy-dom, chosen per file (ADR 034); the rest stay in node.
    coverage: {
      provider: 'v8',
      include: ['src/client/**/*.{ts,tsx}'],
      exclude: ['src/client/**/*.test.{ts,tsx}', 'src/client/test/**'],
      reporter: ['text-summary', 'text'],
    },
  },
})
