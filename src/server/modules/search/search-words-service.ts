// The store's own search words (issue 11, ADR 035): dictionary entries an admin adds, edits and
// removes in the admin area, kept in search_synonyms and merged over the shipped dictionary
// (synonyms.ts: a store term replaces the shipped meaning of the same spelling).
//
// Every instance holds the merged dictionary in memory. A write here reloads it at once in this
// instance; its trigger raises catalog_changes.version in the same transaction, so every other
// instance sees the version move at its next check (at most a second later, catalog-answers.ts)
// and reloads it before it answers a catalogue request (and forgets its cached answers).
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { searchSynonyms } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { nextEditVersion } from '#server/lib/edit-version.ts'
import { EDIT_SUBJECTS } from '#shared/edit-version.ts'
import {
  type AdminSearchWord,
  SEARCH_WORD_MESSAGES,
  type SearchWordBody,
  type SearchWords,
  type SearchWordUpdateBody,
} from '#shared/schemas/search.ts'
import { normaliseSearchText } from './search-query.ts'
import { applyStoreSynonyms, isShippedSpelling, shippedEntries } from './synonyms.ts'

/** Reads the store's entries and rebuilds this instance's dictionary with them. */
export async function loadStoreSynonyms(db: Db): Promise<void> {
  const rows = await db
    .select({ term: searchSynonyms.term, targets: searchSynonyms.targets })
    .from(searchSynonyms)
  applyStoreSynonyms(rows)
}

type Row = typeof searchSynonyms.$inferSelect

function toAdmin(row: Row): AdminSearchWord {
  return {
    id: row.id,
    term: row.term,
    targets: row.targets,
    overridesShipped: isShippedSpelling(row.term),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function listSearchWords(db: Db): Promise<SearchWords> {
  const rows = await db
    .select()
    .from(searchSynonyms)
    .orderBy(desc(searchSynonyms.updatedAt), searchSynonyms.term)
  return { entries: rows.map(toAdmin), shipped: shippedEntries() }
}

/**
 * The entry in the search form (what typed text is compared in). Text with letters search does
 * not index (neither Latin nor Devanagari) normalises to nothing: refused, naming the field.
 */
function normalised(body: SearchWordBody): { term: string; targets: string[] } {
  const term = normaliseSearchText(body.term)
  if (!term)
    throw AppError.badRequest(`term ${SEARCH_WORD_MESSAGES.noWord}`, {
      term: SEARCH_WORD_MESSAGES.noWord,
    }).withText('refusals.searchWordNoLetter', { field: 'term' })
  const targets = [...new Set(body.targets.map(normaliseSearchText))]
  if (targets.some((t) => !t))
    throw AppError.badRequest(`targets ${SEARCH_WORD_MESSAGES.noWord}`, {
      targets: SEARCH_WORD_MESSAGES.noWord,
    }).withText('refusals.searchWordNoLetter', { field: 'targets' })
  return { term, targets: targets.filter((t) => t !== term) }
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}

const taken = (term: string) =>
  AppError.conflict(`"${term}" is already one of the store's search words`).withText(
    'refusals.searchWordTaken',
    { term },
  )

async function written(
  db: Db,
  write: () => Promise<Row | undefined>,
  term: string,
): Promise<AdminSearchWord> {
  let row: Row | undefined
  try {
    row = await write()
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(term)
    throw err
  }
  if (!row) throw AppError.notFound('Search word not found')
  await loadStoreSynonyms(db)
  return toAdmin(row)
}

export async function createSearchWord(db: Db, body: SearchWordBody): Promise<AdminSearchWord> {
  const entry = normalised(body)
  if (entry.targets.length === 0)
    throw AppError.badRequest('targets must name other words than the term itself', {
      targets: SEARCH_WORD_MESSAGES.targetCount,
    })
  return written(db, async () => (await db.insert(searchSynonyms).values(entry).returning())[0], entry.term)
}

/** Saves the entry only over the version the form was loaded with (ADR 015): else 409, or 404 when gone. */
export async function updateSearchWord(
  db: Db,
  id: string,
  body: SearchWordUpdateBody,
): Promise<AdminSearchWord> {
  const entry = normalised(body)
  if (entry.targets.length === 0)
    throw AppError.badRequest('targets must name other words than the term itself', {
      targets: SEARCH_WORD_MESSAGES.targetCount,
    })
  const [row] = await db
    .update(searchSynonyms)
    .set({ ...entry, version: nextEditVersion(searchSynonyms.version) })
    .where(and(eq(searchSynonyms.id, id), eq(searchSynonyms.version, body.version)))
    .returning()
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw taken(entry.term)
      throw err
    })
  if (!row) {
    const [exists] = await db
      .select({ id: searchSynonyms.id })
      .from(searchSynonyms)
      .where(eq(searchSynonyms.id, id))
    if (!exists) throw AppError.notFound('Search word not found')
    throw AppError.editConflict(EDIT_SUBJECTS.searchWord)
  }
  await loadStoreSynonyms(db)
  return toAdmin(row)
}

export async function deleteSearchWord(db: Db, id: string): Promise<void> {
  const rows = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id })
  if (rows.length === 0) throw AppError.notFound('Search word not found')
  await loadStoreSynonyms(db)
}
