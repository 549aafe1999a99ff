#!/usr/bin/env node
// `npm run cli`, `npm run db:seed`, `npm run db:migrate`: the operator tools. Run from the
// sources through tsx where it is installed (development), else from the bundle `npm run build`
// writes (dist/server/<tool>.js, scripts/build-server.mjs), so an install without the
// devDependencies (`npm install --omit=dev` beside a built dist/) runs them without tsx.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const TOOLS = {
  cli: 'src/server/cli/main.ts',
  seed: 'src/server/cli/seed.ts',
  'db-migrate': 'src/server/cli/db-migrate-main.ts',
}
const [name, ...args] = process.argv.slice(2)
const source = TOOLS[name]
if (!source) {
  console.error(`usage: node scripts/tool.mjs <${Object.keys(TOOLS).join('|')}> [arguments]`)
  process.exit(2)
}

// A production copy may hold dist/ without src/, or get tsx as some package's optional peer.
let tsx = existsSync(source)
try {
  import.meta.resolve('tsx/esm/api')
} catch {
  tsx = false
}
const bundle = `dist/server/${name}.js`
if (!tsx && !existsSync(bundle)) {
  console.error(`${bundle} is missing and tsx is not installed: run npm run build first.`)
  process.exit(1)
}
const file = resolve(tsx ? source : bundle)
// The tool reads its arguments from process.argv as if it had been started itself.
process.argv = [process.argv[0], file, ...args]
if (tsx) (await import('tsx/esm/api')).register()
else process.setSourceMapsEnabled(true)
await import(pathToFileURL(file).href)
