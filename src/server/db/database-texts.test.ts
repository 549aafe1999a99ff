import { describe, expect, it } from 'vitest'
import { translate } from '#server/lib/i18n.ts'
import { english } from '#shared/i18n/en/index.ts'
import { hindi } from '#shared/i18n/hi/index.ts'
import { LOCALES } from '#shared/i18n/locales.ts'
import { DATABASE_TEXT_IDS } from './database-texts.ts'

// The database fills in a text with replace(text, '{name}', name) (drizzle/0019, database_text):
// that is only the catalogue's own formatting while the message has no other ICU syntax.

describe('texts the database writes', () => {
  it.each(LOCALES)('%s: each is the catalogue message with {name} as its only argument', (locale) => {
    const catalogue = locale === 'en' ? english : hindi
    for (const id of DATABASE_TEXT_IDS) {
      const message = catalogue[id]
      expect(message, id).toBeTruthy()
      expect(message!.replaceAll('{name}', 'दूध · Milk'), id).toBe(
        translate(locale, id, { name: 'दूध · Milk' }),
      )
      expect(message!.replaceAll('{name}', ''), id).not.toMatch(/[{}#]/)
    }
  })
})
