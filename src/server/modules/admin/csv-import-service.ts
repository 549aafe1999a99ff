import type { Db } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { isUuid } from '#shared/ids.ts'
import { CSV_MESSAGES, type CsvImportResult, PRODUCT_MESSAGES as M } from '#shared/schemas/admin.ts'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '#shared/schemas/common.ts'
import { CSV_COLUMNS, CSV_REQUIRED_COLUMNS, readProductCsvRow } from '#shared/schemas/product-csv.ts'

// Bulk Product Upload (spec section 5 "Bulk CSV upload"): the file is parsed and checked here,
// never trusted from the client. Each row is read and checked by ProductBodySchema through the
// column table of product-csv.ts, so a row is refused for the same reasons and in the same words
// as the API and the product form. Every data row is either saved in full or reported with its
// row number and every reason; the valid rows go in with a few large INSERTs, each batch in its
// own transaction, so 10,000 rows take seconds rather than 10,000 round trips.

const INSERT_BATCH = 1000

type NewProduct = typeof products.$inferInsert
type RowError = { row: number; message: string }

/** The template: the spec's columns, then the search ones (ADR 025) and the GST ones (ADR 029), and one example row (category by name works too). */
export const CSV_TEMPLATE = [
  CSV_COLUMNS.join(','),
  '"Basmati Rice","Aged long-grain rice, 1 kg pack",149.00,180.00,50,Grocery & Kitchen,1 kg,true,false,बासमती चावल,"chawal, basmati chawal",10063020,5',
  '',
].join('\r\n')

type Parsed = { header: string[]; rows: { row: number; fields: string[] }[] }

async function parseCsv(data: Buffer): Promise<Parsed> {
  // csv-parse is loaded with the first import, not at start (ADR 039).
  const { parse } = await import('csv-parse/sync')
  let records: { record: string[]; info: { records: number } }[]
  try {
    records = parse(data, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as typeof records
  } catch (err) {
    // Unclosed quotes and the like: name the place the parser gave up.
    const detail = err instanceof Error ? err.message.replace(/^Invalid [^:]*: /, '') : ''
    // The parser's detail is English only: other languages get the plain sentence.
    throw AppError.badRequest(`${CSV_MESSAGES.unreadable}: ${detail}`.replace(/: $/, '')).withText(
      'refusals.csvUnreadable',
    )
  }
  const blank = (fields: string[]) => fields.every((f) => f.trim() === '')
  // Blank lines are not rows of products; they still count in the row numbers.
  const [head, ...rest] = records.filter((r) => !blank(r.record))
  if (!head) throw AppError.badRequest(CSV_MESSAGES.tooSmall)
  const rows = rest.map((r) => ({ row: r.info.records, fields: r.record }))
  if (rows.length === 0) throw AppError.badRequest(CSV_MESSAGES.tooSmall)
  return { header: head.record.map((h) => h.trim().toLowerCase()), rows }
}

/** Category ids and names (case-insensitive) → id. */
async function categoryLookup(db: Db) {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories)
  const byId = new Set(rows.map((r) => r.id))
  const byName = new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]))
  return (text: string): string | undefined => {
    if (isUuid(text) && byId.has(text.toLowerCase())) return text.toLowerCase()
    return byName.get(text.toLowerCase())
  }
}

/** Parses, checks and saves a CSV of products; throws 400 only for a file that is unusable as a whole. */
export async function importProductsCsv(db: Db, data: Buffer): Promise<CsvImportResult> {
  const { header, rows } = await parseCsv(data)
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !header.includes(c))
  if (missing.length > 0)
    throw AppError.badRequest(CSV_MESSAGES.missingColumns(missing)).withText('refusals.csvMissingColumns', {
      names: missing.join(', '),
    })
  const index = new Map(header.map((h, i) => [h, i] as const))
  const findCategory = await categoryLookup(db)

  const errors: RowError[] = []
  const valid: { row: number; product: NewProduct }[] = []
  for (const { row, fields } of rows) {
    if (fields.length !== header.length) {
      errors.push({ row, message: CSV_MESSAGES.columnCount(fields.length, header.length) })
      continue
    }
    const cell = (column: string) => {
      const i = index.get(column)
      return i === undefined ? '' : (fields[i] ?? '')
    }
    if (fields.some(hasControlCharacters)) {
      errors.push({ row, message: `A cell ${CONTROL_CHARACTERS_MESSAGE}` })
      continue
    }
    const result = readProductCsvRow(cell, { findCategory })
    if (!result.ok) errors.push({ row, message: result.messages.join('; ') })
    else valid.push({ row, product: result.product })
  }

  let successful = 0
  for (let i = 0; i < valid.length; i += INSERT_BATCH) {
    const batch = valid.slice(i, i + INSERT_BATCH)
    try {
      await db.transaction(async (tx) => {
        await tx.insert(products).values(batch.map((b) => b.product))
      })
      successful += batch.length
    } catch {
      // Something the checks above did not foresee (a category deleted meanwhile): save the
      // batch row by row so only the rows at fault are reported.
      for (const { row, product } of batch) {
        try {
          await db.insert(products).values(product)
          successful += 1
        } catch {
          errors.push({ row, message: M.saveFailed })
        }
      }
    }
  }
  errors.sort((a, b) => a.row - b.row)
  return { successful, failed: errors.length, errors }
}
