import { CSV_MESSAGES, PRODUCT_MESSAGES as M, type ProductBody, ProductBodySchema } from './admin.ts'
import {
  addFieldMessages,
  readNumber,
  readPercent,
  readRupees,
  readText,
  readYesNo,
  type TextRead,
} from './text-readers.ts'

// The CSV bulk import's columns (spec section 9) and how a row becomes a product: each column is
// read from text into its ProductBodySchema field, then the schema itself checks the row, so the
// import can never drift from the API and the form (issue 16 item 2). A new product field that
// the CSV should carry is one line in PRODUCT_CSV_COLUMNS.

/** What reading a row needs from the store: the category a cell names (by id or by name). */
export type CsvRowContext = { findCategory: (text: string) => string | undefined }

type CsvColumn = {
  /** Header name (matched case-insensitively). */
  column: string
  field: keyof ProductBody
  read: (text: string, context: CsvRowContext) => TextRead
  /** The file is refused without this column (spec section 5: name and price). */
  required?: boolean
  /** Value of a blank cell when the schema has no default for it. */
  blank?: unknown
}

/** The template's columns in order (spec section 9), each with the field it fills. */
export const PRODUCT_CSV_COLUMNS = [
  { column: 'name', field: 'name', read: readText, required: true },
  { column: 'description', field: 'description', read: readText },
  { column: 'price', field: 'price', read: (t) => readRupees(t, M.priceInvalid), required: true },
  { column: 'original_price', field: 'originalPrice', read: (t) => readRupees(t, M.originalPriceInvalid) },
  // The spec requires only name and price: a row without stock adds the product out of stock.
  { column: 'stock_quantity', field: 'stockQuantity', read: (t) => readNumber(t, M.stockWhole), blank: 0 },
  { column: 'category_id', field: 'categoryId', read: readCategory },
  { column: 'unit', field: 'unit', read: readText },
  {
    column: 'is_available',
    field: 'isAvailable',
    read: (t) => readYesNo(t, CSV_MESSAGES.booleanInvalid('is_available')),
  },
  {
    column: 'is_featured',
    field: 'isFeatured',
    read: (t) => readYesNo(t, CSV_MESSAGES.booleanInvalid('is_featured')),
  },
  // Optional, after the spec's columns (ADR 025): a file without them still imports.
  { column: 'hindi_name', field: 'hindiName', read: readText },
  { column: 'search_aliases', field: 'searchAliases', read: readText },
  // GST (ADR 029): the HSN code, and the rate as a percentage ('5', '0.25'); blank is none and 0 %.
  { column: 'hsn_code', field: 'hsnCode', read: readText },
  { column: 'gst_rate', field: 'gstRate', read: (t) => readPercent(t, M.gstRateInvalid) },
] as const satisfies readonly CsvColumn[]

export const CSV_COLUMNS = PRODUCT_CSV_COLUMNS.map((c) => c.column)
export const CSV_REQUIRED_COLUMNS = PRODUCT_CSV_COLUMNS.filter((c) => 'required' in c).map((c) => c.column)

function readCategory(text: string, context: CsvRowContext): TextRead {
  const t = text.trim()
  if (t === '') return { ok: true, value: undefined }
  const id = context.findCategory(t)
  return id ? { ok: true, value: id } : { ok: false, message: CSV_MESSAGES.categoryUnknown(t) }
}

/**
 * One data row (`cell(column)` gives a cell's text, '' for a column the file lacks) → the
 * product, or every reason it cannot be saved, in column order.
 */
export function readProductCsvRow(
  cell: (column: string) => string,
  context: CsvRowContext,
): { ok: true; product: ProductBody } | { ok: false; messages: string[] } {
  const input: Record<string, unknown> = {}
  const problems: Partial<Record<string, string>> = {}
  for (const c of PRODUCT_CSV_COLUMNS as readonly CsvColumn[]) {
    const read = c.read(cell(c.column), context)
    if (!read.ok) problems[c.field] = read.message
    else input[c.field] = read.value === undefined && 'blank' in c ? c.blank : read.value
  }
  const parsed = ProductBodySchema.safeParse(input)
  if (!parsed.success) addFieldMessages(problems, parsed.error.issues)
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, product: parsed.data }
  // In column order, as the row reads.
  const messages = PRODUCT_CSV_COLUMNS.map((c) => problems[c.field]).filter(
    (m): m is string => m !== undefined,
  )
  return { ok: false, messages }
}
