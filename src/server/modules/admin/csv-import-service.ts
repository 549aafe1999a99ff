import { parse } from 'csv-parse/sync'
import { TEXT_LIMITS } from '#shared/constants.ts'
import { parseRupeesToPaise } from '#shared/money.ts'
import {
  CSV_COLUMNS,
  CSV_MESSAGES,
  CSV_REQUIRED_COLUMNS,
  type CsvImportResult,
  PRODUCT_MESSAGES as M,
} from '#shared/schemas/admin.ts'
import type { Db } from '../../db/database.ts'
import { categories, products } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

// Bulk Product Upload (spec section 5 "Bulk CSV upload"): the file is parsed and checked here,
// never trusted from the client. Every data row is either saved in full or reported with its
// row number and every reason; the valid rows go in with a few large INSERTs, each batch in its
// own transaction, so 10,000 rows take seconds rather than 10,000 round trips.

const INSERT_BATCH = 1000
const MAX_STOCK = 1_000_000_000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TRUE_TEXT = new Set(['true', '1', 'yes'])
const FALSE_TEXT = new Set(['false', '0', 'no'])

type NewProduct = typeof products.$inferInsert
type RowError = { row: number; message: string }

/** The template: the spec's columns and one example row (category by name works too). */
export const CSV_TEMPLATE = [
  CSV_COLUMNS.join(','),
  '"Basmati Rice","Aged long-grain rice, 1 kg pack",149.00,180.00,50,Grocery & Kitchen,1 kg,true,false',
  '',
].join('\r\n')

type Parsed = { header: string[]; rows: { row: number; fields: string[] }[] }

function parseCsv(data: Buffer): Parsed {
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
    throw AppError.badRequest(`${CSV_MESSAGES.unreadable}: ${detail}`.replace(/: $/, ''))
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
  return (text: string): string | null | undefined => {
    if (UUID.test(text) && byId.has(text.toLowerCase())) return text.toLowerCase()
    return byName.get(text.toLowerCase())
  }
}

function priceField(
  text: string,
  messages: { invalid: string; positive: string; tooHigh: string },
  errors: string[],
): number | null {
  const paise = parseRupeesToPaise(text)
  if (paise === null) errors.push(messages.invalid)
  else if (paise <= 0) errors.push(messages.positive)
  else if (paise > TEXT_LIMITS.maxPrice) errors.push(messages.tooHigh)
  else return paise
  return null
}

function booleanField(text: string, column: string, fallback: boolean, errors: string[]): boolean {
  const t = text.trim().toLowerCase()
  if (t === '') return fallback
  if (TRUE_TEXT.has(t)) return true
  if (FALSE_TEXT.has(t)) return false
  errors.push(CSV_MESSAGES.booleanInvalid(column))
  return fallback
}

/** One data row → a product to insert, or the reasons it cannot be saved. */
function validateRow(
  get: (column: string) => string,
  findCategory: (text: string) => string | null | undefined,
): { product: NewProduct } | { errors: string[] } {
  const errors: string[] = []
  const name = get('name').trim()
  if (!name) errors.push(M.nameRequired)
  else if (name.length > TEXT_LIMITS.productName) errors.push(M.nameTooLong)

  const priceText = get('price').trim()
  if (!priceText) errors.push(M.priceRequired)
  const price = priceText
    ? priceField(
        priceText,
        { invalid: M.priceInvalid, positive: M.pricePositive, tooHigh: M.priceTooHigh },
        errors,
      )
    : null
  const originalText = get('original_price').trim()
  const originalPrice = originalText
    ? priceField(
        originalText,
        {
          invalid: M.originalPriceInvalid,
          positive: M.originalPricePositive,
          tooHigh: M.originalPriceTooHigh,
        },
        errors,
      )
    : null

  const stockText = get('stock_quantity').trim().replaceAll(',', '')
  let stockQuantity = 0
  if (stockText) {
    if (/^\d+$/.test(stockText) && Number(stockText) <= MAX_STOCK) stockQuantity = Number(stockText)
    else errors.push(M.stockWhole)
  }

  const description = get('description').trim()
  if (description.length > TEXT_LIMITS.productDescription) errors.push(M.descriptionTooLong)
  const unit = get('unit').trim() || 'pc'
  if (unit.length > TEXT_LIMITS.productUnit) errors.push(M.unitTooLong)

  const categoryText = get('category_id').trim()
  let categoryId: string | null = null
  if (categoryText) {
    const found = findCategory(categoryText)
    if (found) categoryId = found
    else errors.push(CSV_MESSAGES.categoryUnknown(categoryText))
  }
  const isAvailable = booleanField(get('is_available'), 'is_available', true, errors)
  const isFeatured = booleanField(get('is_featured'), 'is_featured', false, errors)

  if (errors.length > 0 || price === null) return { errors }
  return {
    product: {
      name,
      description,
      price,
      originalPrice,
      stockQuantity,
      unit,
      categoryId,
      isAvailable,
      isFeatured,
    },
  }
}

/** Parses, checks and saves a CSV of products; throws 400 only for a file that is unusable as a whole. */
export async function importProductsCsv(db: Db, data: Buffer): Promise<CsvImportResult> {
  const { header, rows } = parseCsv(data)
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !header.includes(c))
  if (missing.length > 0) throw AppError.badRequest(CSV_MESSAGES.missingColumns(missing))
  const index = new Map(header.map((h, i) => [h, i] as const))
  const findCategory = await categoryLookup(db)

  const errors: RowError[] = []
  const valid: { row: number; product: NewProduct }[] = []
  for (const { row, fields } of rows) {
    if (fields.length !== header.length) {
      errors.push({ row, message: CSV_MESSAGES.columnCount(fields.length, header.length) })
      continue
    }
    const get = (column: string) => {
      const i = index.get(column)
      return i === undefined ? '' : (fields[i] ?? '')
    }
    const result = validateRow(get, findCategory)
    if ('errors' in result) errors.push({ row, message: result.errors.join('; ') })
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
