import { useLocale } from './i18n.ts'

/**
 * How a product is named on screen (issue 15): in Hindi its Hindi name when it has one, with the
 * English name beneath (`secondary`); otherwise the English name alone.
 */
export function useProductName(product: { name: string; hindiName?: string | null | undefined }): {
  primary: string
  secondary: string | null
} {
  const locale = useLocale()
  if (locale === 'hi' && product.hindiName) return { primary: product.hindiName, secondary: product.name }
  return { primary: product.name, secondary: null }
}
