import type { Locale } from '#shared/i18n/locales.ts'
import { currentLocale, useLocale } from './i18n.ts'

type Named = { name: string; hindiName?: string | null | undefined }
type ProductName = { primary: string; secondary: string | null }

/**
 * How a product is named on screen (issue 15): in Hindi its Hindi name when it has one, with the
 * English name beneath (`secondary`); otherwise the English name alone.
 */
export function productName(product: Named, locale: Locale = currentLocale()): ProductName {
  if (locale === 'hi' && product.hindiName) return { primary: product.hindiName, secondary: product.name }
  return { primary: product.name, secondary: null }
}

/** productName in the shown language; the component renders again when it changes. */
export function useProductName(product: Named): ProductName {
  return productName(product, useLocale())
}

/**
 * A category's name on one line, by the same rule: its Hindi name for a Hindi shopper when the
 * store gave one, otherwise its name. A category never shows both.
 */
export function categoryName(category: Named, locale: Locale = currentLocale()): string {
  return productName(category, locale).primary
}

/** A category's description by the same rule (the English one when no Hindi one was given). */
export function categoryDescription(
  category: { description: string; hindiDescription?: string | null | undefined },
  locale: Locale = currentLocale(),
): string {
  return locale === 'hi' && category.hindiDescription ? category.hindiDescription : category.description
}

/** categoryName in the shown language; the component renders again when it changes. */
export function useCategoryName(): (category: Named) => string {
  const locale = useLocale()
  return (category) => categoryName(category, locale)
}
