import { type MessageValues, translator } from '#client/lib/i18n.ts'
import { TEXT_LIMITS } from '#shared/constants.ts'
import { GST_RATES } from '#shared/gst.ts'
import messages from '#shared/i18n/en/admin.json'
import { keyByEnglish } from '#shared/i18n/validation.ts'
import { CSV_MESSAGES, PRODUCT_MESSAGES } from '#shared/schemas/admin.ts'
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/schemas/common.ts'

// The product rules' messages (shared/schemas/admin.ts, spec section 5) in the shown language
// (ADR 032). The schema writes its English, which stays the one source of the rules; the form
// shows the catalogue's text for it, and product-messages.test.ts checks the English is the same.

const t = translator(messages)

type Key = keyof typeof PRODUCT_MESSAGES

export const PRODUCT_MESSAGE_IDS = {
  nameRequired: 'admin.ruleNameRequired',
  nameTooLong: 'admin.ruleNameTooLong',
  unitTooLong: 'admin.ruleUnitTooLong',
  priceRequired: 'admin.rulePriceRequired',
  priceInvalid: 'admin.rulePriceInvalid',
  pricePositive: 'admin.rulePricePositive',
  priceTooHigh: 'admin.rulePriceTooHigh',
  originalPriceInvalid: 'admin.ruleOriginalPriceInvalid',
  originalPricePositive: 'admin.ruleOriginalPricePositive',
  originalPriceTooHigh: 'admin.ruleOriginalPriceTooHigh',
  stockRequired: 'admin.ruleStockRequired',
  stockWhole: 'admin.ruleStockWhole',
  stockAdjustmentInvalid: 'admin.ruleStockAdjustmentInvalid',
  descriptionTooLong: 'admin.ruleDescriptionTooLong',
  hindiNameTooLong: 'admin.ruleHindiNameTooLong',
  hindiNameNotDevanagari: 'admin.ruleHindiNameNotDevanagari',
  searchAliasesTooLong: 'admin.ruleSearchAliasesTooLong',
  imageUrlInvalid: 'admin.ruleImageUrlInvalid',
  imagePathInvalid: 'admin.ruleImagePathInvalid',
  categoryInvalid: 'admin.ruleCategoryInvalid',
  categoryUnknown: 'admin.ruleCategoryUnknown',
  hsnInvalid: 'admin.ruleHsnInvalid',
  gstRateInvalid: 'admin.ruleGstRateInvalid',
  saveFailed: 'admin.ruleSaveFailed',
} as const satisfies Record<Key, keyof typeof messages>

const VALUES: Partial<Record<Key, MessageValues>> = {
  nameTooLong: { max: TEXT_LIMITS.productName },
  unitTooLong: { max: TEXT_LIMITS.productUnit },
  descriptionTooLong: { max: TEXT_LIMITS.productDescription },
  hindiNameTooLong: { max: TEXT_LIMITS.productHindiName },
  searchAliasesTooLong: { max: TEXT_LIMITS.productSearchAliases },
  gstRateInvalid: { rates: GST_RATES.map((r) => r / 100).join(', ') },
}

const ruleOf = keyByEnglish(PRODUCT_MESSAGES, Object.keys(PRODUCT_MESSAGES) as Key[])

/** A product rule's message in the shown language; any other text (a server's own) as it came. */
export function productMessageText(message: string): string
export function productMessageText(message: string | undefined): string | undefined
export function productMessageText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined
  const key = ruleOf(message)
  return key ? t(PRODUCT_MESSAGE_IDS[key], VALUES[key]) : message
}

/**
 * The CSV import's own words with specifics (shared/schemas/admin.ts CSV_MESSAGES, and the
 * control-character rule), each read back from the English the import writes; the pattern is
 * made from the same function, so the two cannot drift (product-messages.test.ts checks each).
 */
const CSV_REASONS: { pattern: RegExp; text: (m: RegExpExecArray) => string }[] = [
  {
    pattern: pattern(CSV_MESSAGES.columnCount(-1, -2), { '-1': '(\\d+)', '-2': '(\\d+)' }),
    text: (m) => t('admin.csvColumnCount', { got: Number(m[1]), expected: Number(m[2]) }),
  },
  {
    pattern: pattern(CSV_MESSAGES.booleanInvalid('<column>'), { '<column>': '(\\w+)' }),
    text: (m) => t('admin.csvYesNo', { column: m[1] }),
  },
  {
    pattern: pattern(CSV_MESSAGES.categoryUnknown('<value>'), { '<value>': '(.+)' }),
    text: (m) => t('admin.csvCategoryUnknown', { value: m[1] }),
  },
  {
    pattern: pattern(`A cell ${CONTROL_CHARACTERS_MESSAGE}`, {}),
    text: () => t('admin.csvControlCharacters'),
  },
]

function pattern(english: string, holes: Record<string, string>): RegExp {
  let source = english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  for (const [hole, group] of Object.entries(holes)) source = source.replace(hole, group)
  return new RegExp(`^${source}$`)
}

/**
 * A CSV row's reasons ('; '-joined by the import, in column order) in the shown language: the
 * product rules as the form shows them, the import's own words from the catalogue.
 */
export function csvRowMessageText(message: string): string {
  return message
    .split('; ')
    .map((reason) => {
      for (const { pattern: p, text } of CSV_REASONS) {
        const match = p.exec(reason)
        if (match) return text(match)
      }
      return productMessageText(reason)
    })
    .join('; ')
}
