#!/usr/bin/env node
// Adds the SHA-256 of every migration in drizzle/meta/_journal.json that is not yet in
// drizzle/checksums.json (recorded ones are never rewritten: migrations are append-only, see
// src/server/db/migrations-append-only.test.ts). Run after adding a migration.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const listPath = 'drizzle/checksums.json'
const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8'))
const recorded = existsSync(listPath) ? JSON.parse(readFileSync(listPath, 'utf8')) : {}
let added = 0
for (const { tag } of journal.entries) {
  if (recorded[tag]) continue
  recorded[tag] = createHash('sha256')
    .update(readFileSync(`drizzle/${tag}.sql`))
    .digest('hex')
  added += 1
}
writeFileSync(listPath, `${JSON.stringify(recorded, null, 2)}\n`)
console.log(`${added} migration checksum(s) recorded in ${listPath}`)
