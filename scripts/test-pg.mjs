#!/usr/bin/env node
// Runs the API suite on a real PostgreSQL server when one is reachable (CI machines have one on
// 127.0.0.1:5432 with trust auth); each test file gets its own database cloned from a template.
import { spawnSync } from 'node:child_process'
import pg from 'pg'

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
try {
  await client.connect()
  await client.end()
} catch (err) {
  console.log(`PostgreSQL not reachable at ${url} (${err.message}): skipping the PostgreSQL run.`)
  process.exit(process.env.REQUIRE_POSTGRES === '1' ? 1 : 0)
}
console.log(`Running the API suite on PostgreSQL (${url})`)
const r = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
})
process.exit(r.status ?? 1)
