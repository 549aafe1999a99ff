import { type MessageValues, translator } from '#client/lib/i18n.ts'
import { TEXT_LIMITS } from '#shared/constants.ts'
import { GST_RATES } from '#shared/gst.ts'
import messages from '#shared/i18n/en/admin.json'
import { keyByEnglish } from '#shared/i18n/validation.ts'
import { PRODUCT_MESSAGES } from '#shared/schemas/admin.ts'

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
