#!/usr/bin/env node
// Runs the API suite on a real PostgreSQL server when one is reachable (CI machines have one on
// 127.0.0.1:5432 with trust auth); each test file gets its own database cloned from a template.
// Only the files that reach a database run there (scripts/database-test-files.mjs): the others
// (components, pure functions) ran on PGlite a minute before and would run the same again.
// Files named on the command line run as named.
import { spawnSync } from 'node:child_process'
import pg from 'pg'
import { databaseTestFiles } from './database-test-files.mjs'

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
try {
  await client.connect()
  await client.end()
} catch (err) {
  console.log(`PostgreSQL not reachable at ${url} (${err.message}): skipping the PostgreSQL run.`)
  process.exit(process.env.REQUIRE_POSTGRES === '1' ? 1 : 0)
}
const args = process.argv.slice(2)
const files = args.some((a) => !a.startsWith('-')) ? [] : databaseTestFiles(process.cwd())
console.log(`Running the ${files.length || 'named'} test files that reach a database on PostgreSQL (${url})`)
const r = spawnSync('npx', ['vitest', 'run', ...files, ...args], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
})
process.exit(r.status ?? 1)
