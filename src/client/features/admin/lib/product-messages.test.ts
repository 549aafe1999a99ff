import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'
import { CSV_MAX_BYTES, CSV_MESSAGES, PRODUCT_MESSAGES } from '#shared/schemas/admin.ts'
import { productMessageText } from './product-messages.ts'

describe('product rule messages', () => {
  it('says every rule in English exactly as the shared schema does', () => {
    for (const message of Object.values(PRODUCT_MESSAGES)) expect(productMessageText(message)).toBe(message)
  })

  it('leaves a message that is not a product rule as it came', () => {
    expect(productMessageText('Category not found: Fruit')).toBe('Category not found: Fruit')
    expect(productMessageText(undefined)).toBeUndefined()
  })

  it("says the CSV import's own checks in English exactly as the shared schema does", () => {
    const t = translator(messages)
    expect(t('admin.csvNoFile')).toBe(CSV_MESSAGES.noFile)
    expect(t('admin.csvNotCsv')).toBe(CSV_MESSAGES.notCsv)
    expect(t('admin.csvTooLarge', { max: CSV_MAX_BYTES / (1024 * 1024) })).toBe(CSV_MESSAGES.tooLarge)
  })
})
