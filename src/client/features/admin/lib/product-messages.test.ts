// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest'
import { applyLocale, translator } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'
import { CSV_MAX_BYTES, CSV_MESSAGES, PRODUCT_MESSAGES } from '#shared/schemas/admin.ts'
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/schemas/common.ts'
import { csvRowMessageText, productMessageText } from './product-messages.ts'

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

describe("a CSV row's reasons", () => {
  // As csv-import-service.ts writes them: each reason in column order, joined by '; '.
  const row = [
    CSV_MESSAGES.columnCount(3, 13),
    CSV_MESSAGES.booleanInvalid('is_available'),
    CSV_MESSAGES.categoryUnknown('Fresh Fruit; Veg'.split(';')[0]!),
    `A cell ${CONTROL_CHARACTERS_MESSAGE}`,
    PRODUCT_MESSAGES.priceInvalid,
  ]
  afterAll(() => applyLocale('en'))

  it('reads in English exactly as the import wrote it', () => {
    expect(csvRowMessageText(row.join('; '))).toBe(row.join('; '))
    expect(csvRowMessageText('Something the server said')).toBe('Something the server said')
  })

  it('reads in Hindi, every reason, with its specifics kept', async () => {
    await applyLocale('hi')
    const shown = csvRowMessageText(row.join('; ')).split('; ')
    expect(shown).toEqual([
      'इस पंक्ति में 3 कॉलम हैं, 13 होने चाहिए',
      'is_available में true या false लिखें',
      'यह कैटेगरी नहीं मिली: Fresh Fruit',
      'किसी सेल में कंट्रोल कैरेक्टर नहीं हो सकते',
      productMessageText(PRODUCT_MESSAGES.priceInvalid),
    ])
    expect(shown[4]).not.toBe(PRODUCT_MESSAGES.priceInvalid)
  })
})
