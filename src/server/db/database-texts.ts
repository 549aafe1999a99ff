import { inArray, sql } from 'drizzle-orm'
import { english } from '#shared/i18n/en/index.ts'
import { hindi } from '#shared/i18n/hi/index.ts'
import { LOCALES, type Locale } from '#shared/i18n/locales.ts'
import type { Db } from './database.ts'
import { databaseTexts } from './schema.ts'

// Texts the database writes itself (issue 15, ADR 032): notify_back_in_stock (drizzle/0019) writes
// the back-in-stock notification in its reader's language from the database_texts table, so a
// product brought back by any path (an admin's edit, a cancelled order, SQL by hand) tells each
// shopper in their language. The catalogues stay the one source: these rows are copied from them
// whenever the server migrates, i.e. at every start. The SQL fills in {name} and nothing else.

/** The catalogue ids the database uses. */
export const DATABASE_TEXT_IDS = ['notices.backInStockTitle', 'notices.backInStock'] as const

const catalogues: Record<Locale, Record<string, string>> = { en: english, hi: hindi }

/**
 * database_texts as the catalogues have them. They are read first and written only when one
 * differs: an upsert whose rows are all equal still locks (writes) each conflicting row, at
 * every start.
 */
export async function writeDatabaseTexts(db: Db): Promise<void> {
  const rows = LOCALES.flatMap((locale) =>
    DATABASE_TEXT_IDS.map((id) => ({ locale, id, text: catalogues[locale][id] ?? english[id] ?? id })),
  )
  const stored = await db
    .select({ locale: databaseTexts.locale, id: databaseTexts.id, text: databaseTexts.text })
    .from(databaseTexts)
    .where(inArray(databaseTexts.id, [...DATABASE_TEXT_IDS]))
  const current = new Map(stored.map((r) => [`${r.locale} ${r.id}`, r.text]))
  if (rows.every((r) => current.get(`${r.locale} ${r.id}`) === r.text)) return
  await db
    .insert(databaseTexts)
    .values(rows)
    .onConflictDoUpdate({
      target: [databaseTexts.locale, databaseTexts.id],
      set: { text: sql`excluded.text` },
      setWhere: sql`${databaseTexts.text} IS DISTINCT FROM excluded.text`,
    })
}
