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
  },
})
