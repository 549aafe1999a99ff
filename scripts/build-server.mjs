#!/usr/bin/env node
// Bundles the server into dist/server, so `npm start` runs plain JavaScript and starts fast
// (ADR 006). The server bundles its dependencies too: one file to read and compile instead of
// some 1,500 starts in about two thirds of the time. Left outside are the packages that load
// files of their own (PGlite's WebAssembly, sharp's native binary, pdfkit's font metrics), pino (its transports run in
// worker threads that load it by name) and optional native add-ons. The operator tools (CLI,
// seed, migrate; scripts/tool.mjs runs them without tsx in production), run now and then, keep
// their dependencies in node_modules.
import { writeFileSync } from 'node:fs'
import { build } from 'esbuild'

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // Stack traces need the mappings, not the sources: without them main.js.map is a third of
  // the size, and `npm start` (source maps on) parses it at load: about 45 MB less resident.
  sourcesContent: false,
  logLevel: 'warning',
}
await build({
  ...common,
  packages: undefined,
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/server',
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@electric-sql/pglite-socket',
    'sharp',
    'pdfkit',
    'pino',
    'pino-pretty',
    'thread-stream',
    'pg-native',
  ],
  // Bundled CommonJS packages require Node's own modules; an ES module has no `require`.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
await build({
  ...common,
  entryPoints: {
    cli: 'src/server/cli/main.ts',
    seed: 'src/server/cli/seed.ts',
    'db-migrate': 'src/server/cli/db-migrate-main.ts',
  },
  outdir: 'dist/server',
})
writeFileSync('dist/.build-stamp', new Date().toISOString())
console.log('server bundled into dist/server')
