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
  // the size, and a server started with NODE_OPTIONS=--enable-source-maps parses it at load.
  sourcesContent: false,
  logLevel: 'warning',
}
await build({
  ...common,
  packages: undefined,
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/server',
  // What the code imports with import() (nodemailer, qrcode, csv-parse: ADR 039) becomes a file
  // of its own, read when first used rather than parsed at every start. Chunks sit beside
  // main.js, so paths relative to import.meta.url (src/server/paths.ts) are the same in each.
  // A rebuild leaves the previous build's chunks in place: a server still running that build
  // may yet import one of them.
  splitting: true,
  chunkNames: '[name]-[hash]',
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
