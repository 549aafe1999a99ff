#!/usr/bin/env node
// Runs the browser journeys on a fresh data directory (so demo data loads anew each run).
// Expects `npm run build` to have run (npm run test:e2e does both).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

if (!existsSync('dist/server/main.js')) {
  console.error('dist/server/main.js is missing: run `npm run build` first')
  process.exit(1)
}
const dataDir = mkdtempSync(join(tmpdir(), 'freshcart-e2e-'))
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir, E2E_PORT: process.env.E2E_PORT ?? '3210' },
})
rmSync(dataDir, { recursive: true, force: true })
process.exit(r.status ?? 1)
