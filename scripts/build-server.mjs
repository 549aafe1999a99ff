#!/usr/bin/env node
// Bundles the server into dist/server, so `npm start` runs plain JavaScript and starts fast
// (ADR 006). The server bundles its dependencies too: one file to read and compile instead of
// some 1,500 starts in about two thirds of the time; what it leaves out, and the options, are in
// scripts/server-bundle.mjs. The operator tools (CLI, seed, migrate; scripts/tool.mjs runs them
// without tsx in production), run now and then, keep their dependencies in node_modules.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { asciiSource } from './ascii-bundle.mjs'
import { SERVER_BUNDLE_OPTIONS } from './server-bundle.mjs'

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // Stack traces need the mappings, not the sources: without them server.cjs.map is a third of
  // the size, and a server started with NODE_OPTIONS=--enable-source-maps parses it at load.
  sourcesContent: false,
  logLevel: 'warning',
}
const serverDir = 'dist/server'
/** What Node's CommonJS loader wraps a module in; the bundle carries it (src/server/code-cache.ts). */
const COMMONJS_WRAPPER = '(function (exports, require, module, __filename, __dirname) {'
// The server is one CommonJS file run through vm.Script by main.js (src/server/boot.ts), so that
// V8's code cache can spare each start compiling it: Node 20 has no such cache for ES modules
// (ADR 052). What the code imports with import() (nodemailer, qrcode, csv-parse: ADR 039) is
// evaluated when first used; esbuild cannot split CommonJS into files, so it is compiled with
// the rest (from the cache, after a build's first start).
await build({
  ...common,
  ...SERVER_BUNDLE_OPTIONS,
  packages: undefined,
  outdir: serverDir,
  outExtension: { '.js': '.cjs' },
})
// V8 keeps the bundle's source in its heap for the whole run, two bytes a character if any is past
// U+00FF (14 MB instead of 7): the bundle is written in ASCII (scripts/ascii-bundle.mjs, ADR 062).
const serverFile = join(serverDir, 'server.cjs')
// The file is the module already wrapped, its wrapper on a line of its own (the source map moves
// down a line with it): each start compiles the text as read, instead of first copying 7 MB into
// a wrapped string (~20 ms here), and reads it as Latin-1, a copy, not a UTF-8 decode (~20 ms).
writeFileSync(serverFile, `${COMMONJS_WRAPPER}\n${asciiSource(readFileSync(serverFile, 'utf8'))}\n})\n`)
const serverMap = JSON.parse(readFileSync(`${serverFile}.map`, 'utf8'))
serverMap.mappings = `;${serverMap.mappings}`
writeFileSync(`${serverFile}.map`, JSON.stringify(serverMap))
// A cache is named by a hash of the bundle it was made from: V8 itself checks only its version,
// its flags and the source's length. A running server of the previous build keeps its code in
// memory; a cache it may still write carries the old name and is never read.
const bundleId = createHash('sha256').update(readFileSync(serverFile)).digest('hex').slice(0, 16)
for (const name of readdirSync(serverDir)) {
  if (name.includes('.v8cache')) rmSync(join(serverDir, name), { force: true })
}
await build({
  ...common,
  entryPoints: { main: 'src/server/boot.ts' },
  outdir: serverDir,
  define: { SERVER_BUNDLE_ID: JSON.stringify(bundleId) },
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
