#!/usr/bin/env node
// Bundles the server's own TypeScript into dist/server (dependencies stay in node_modules), so
// `npm start` runs plain JavaScript and starts fast.
import { writeFileSync } from 'node:fs'
import { build } from 'esbuild'

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
}
await build({
  ...common,
  entryPoints: { main: 'src/server/main.ts', cli: 'src/server/cli/main.ts' },
  outdir: 'dist/server',
})
writeFileSync('dist/.build-stamp', new Date().toISOString())
console.log('server bundled into dist/server')
