import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { PREACT_ALIASES } from './vite.config.ts'

// PREACT_ALIASES's names, but `react` is Preact's compat layer itself: the packages use no `lazy`,
// and the store's own react-on-preact.ts (with its module state) stays out of the bundles.
const REACT_IN_DEPS: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}
const preactInBundledDeps = {
  name: 'preact-in-bundled-deps',
  async resolveId(
    this: { resolve: (id: string, importer?: string) => Promise<{ id: string } | null> },
    id: string,
    importer?: string,
  ) {
    const target = REACT_IN_DEPS[id]
    return target ? this.resolve(target, importer) : null
  },
}

// API and unit tests. With TEST_DATABASE_URL set (npm run test:pg, which names the files that reach
// a database), they run on a real PostgreSQL server (a fresh database per test file, cloned from
// one migrated template).
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
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    deps: {
      // Component tests (happy-dom) import these pre-bundled, one file a package, as a browser
      // would, instead of running their hundreds of modules one by one in every test file: the
      // client files' import time 188 -> 72 s (summed over workers), their run 145 -> 83 s.
      optimizer: {
        client: {
          enabled: true,
          include: [
            'preact',
            'preact/hooks',
            'preact/compat',
            'preact/compat/client',
            'preact/compat/jsx-runtime',
            'preact/compat/jsx-dev-runtime',
            'preact/jsx-runtime',
            'preact/test-utils',
            'lucide-react',
            '@tanstack/react-query',
            'react-router',
            'radix-ui',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'sonner',
          ],
          // Inside the bundles, `react` is Preact's compat layer as it is everywhere else.
          rolldownOptions: { plugins: [preactInBundledDeps] },
        },
      },
    },
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
    projects: [
      {
        // The server's, the shared code's and the scripts' tests share their workers' loaded
        // modules (isolate: false): each file no longer loads Fastify, Drizzle, better-auth,
        // zod and PGlite anew (about 2 s a file). Each file still opens its own database and
        // app; fresh-module-state.ts puts back what a file may have changed for the next.
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/test-support/global-setup.ts'],
          isolate: false,
          setupFiles: ['src/server/test-support/fresh-module-state.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.ts', 'src/client/**/*.test.tsx'],
          // Each component file still gets a fresh module graph and window, in a worker thread
          // rather than a new child process: the 73 files took 102.5-108.9 s and 183-195 s of
          // CPU as forks, 75.5-88.8 s and 135-158 s as threads (interleaved, this machine).
          pool: 'threads',
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/client/**/*.{ts,tsx}'],
      exclude: ['src/client/**/*.test.{ts,tsx}', 'src/client/test/**'],
      reporter: ['text-summary', 'text'],
    },
  },
})
