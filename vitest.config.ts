import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { PREACT_ALIASES } from './vite.config.ts'

// API and unit tests. With TEST_DATABASE_URL set, the same suite runs on a real PostgreSQL
// server (a fresh database per test file, cloned from one migrated template).
export default defineConfig({
  // Components are tested on what the browser runs: Preact's compat layer in React's names
  // (ADR 065). The packages that import `react` are run through the same names.
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      // Their ES modules (Node picks the CommonJS ones, which would bring React itself).
      {
        find: /^lucide-react$/,
        replacement: fileURLToPath(
          new URL('./node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url),
        ),
      },
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL(
            './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
            import.meta.url,
          ),
        ),
      },
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/test-support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    server: {
      deps: {
        // Every package that imports `react` (Radix's parts, floating-ui, react-remove-scroll…).
        inline: [
          /[\\/]node_modules[\\/](preact[^\\/]*|[^\\/]*react[^\\/]*|@radix-ui|radix-ui|@floating-ui|@tanstack|@hookform|sonner|use-[^\\/]+|@testing-library)[\\/]/,
        ],
      },
    },
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
