import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, queryRows } from '#server/db/database.ts'
import { MIGRATIONS_DIR } from '#server/paths.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'

// Issue 10 item 12: migrations are append-only. A database migrated before a landed migration
// file changed never gets the change (drizzle records a migration as applied once, by its time
// stamp), as happened to 0002_search_words.sql. So every migration in the journal must still
// read exactly as it landed:
//  - against drizzle/checksums.json, the SHA-256 of every migration as it stood when recorded
//    (node scripts/migration-checksums.mjs adds the ones not yet there);
//  - a migration added since and not recorded, against its file as it was when the NEXT
//    migration was added (by then it had surely landed: the next one was written on top of it),
//    when git history is there. The newest unrecorded one is still its author's to change.
// A landed migration is never edited: repair it with a new one (npm run db:generate -- --custom).

type Journal = { entries: { tag: string }[] }

const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal
const recorded = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'checksums.json'), 'utf8')) as Record<
  string,
  string
>
const sha256 = (text: Buffer | string) => createHash('sha256').update(text).digest('hex')
const fileOf = (tag: string) => `drizzle/${tag}.sql`

/** The file at `path` as it was in the commit that first added `laterPath`; null without history. */
function versionWhenAdded(path: string, laterPath: string): Buffer | null {
  try {
    const git = (args: string[]) => execFileSync('git', args, { stdio: ['ignore', 'pipe', 'ignore'] })
    const commits = git(['log', '--format=%H', '--diff-filter=A', '--', laterPath])
      .toString()
      .trim()
      .split('\n')
    const first = commits.filter(Boolean).at(-1)
    return first ? git(['show', `${first}:${path}`]) : null
  } catch {
    return null
  }
}

describe('migrations are append-only', () => {
  it('reads every migration in the journal exactly as it landed', () => {
    const changed: string[] = []
    journal.entries.forEach(({ tag }, i) => {
      const current = sha256(readFileSync(join(MIGRATIONS_DIR, `${tag}.sql`)))
      const next = journal.entries[i + 1]
      const then = next ? versionWhenAdded(fileOf(tag), fileOf(next.tag)) : null
      const landed = recorded[tag] ?? (then ? sha256(then) : current)
      if (current !== landed) changed.push(fileOf(tag))
    })
    expect(changed, 'landed migrations were edited: restore them and write a new migration').toEqual([])
  })

  it('keeps every recorded migration in the journal', () => {
    const tags = new Set(journal.entries.map((e) => e.tag))
    expect(Object.keys(recorded).filter((tag) => !tags.has(tag))).toEqual([])
  })
})

describe('the migration that repairs 0002_search_words', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.close())

  it('gives a database migrated before 0002 was rewritten its search_words_in()', async () => {
    const fix = journal.entries.find((e) => e.tag.endsWith('_search_words_in_everywhere'))
    expect(fix, 'the repair migration is in the journal').toBeDefined()
    // Such a database: 0002 applied in its first form, which had no search_words_in().
    await database.db.execute(sql`DROP FUNCTION search_words_in(text)`)
    const statements = readFileSync(join(MIGRATIONS_DIR, `${fix!.tag}.sql`), 'utf8').split(
      '--> statement-breakpoint',
    )
    for (const statement of statements) await database.db.execute(sql.raw(statement))
    const words = await queryRows<{ w: string }>(
      database.db,
      sql`SELECT search_words_in('Amul Taaza Toned Milk') AS w`,
    )
    expect(words.map((r) => r.w).sort()).toEqual(['amul', 'milk', 'taaza', 'toned'])
    // On a database that has it already, the repair changes nothing.
    for (const statement of statements) await database.db.execute(sql.raw(statement))
  })
})
