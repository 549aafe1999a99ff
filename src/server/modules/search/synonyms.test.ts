import { describe, expect, it } from 'vitest'
import { DEMO_SEARCH_NAMES } from '#server/db/seed/catalogue/hindi-names.ts'
import { DEMO_CATALOGUE } from '#server/db/seed/demo-catalogue.ts'
import { normaliseSearchText } from './search-query.ts'
import { SYNONYMS } from './synonyms.ts'

// Every word a dictionary entry leads to must be one the shipped catalogue uses (a product's
// name, Hindi name or search words, or a category name), so no entry leads nowhere.
const catalogueText = ` ${DEMO_CATALOGUE.flatMap((e) => [
  e.category.name,
  ...e.products.flatMap((p) => [
    p.name,
    DEMO_SEARCH_NAMES[p.slug]?.hindi ?? '',
    DEMO_SEARCH_NAMES[p.slug]?.aliases ?? '',
  ]),
])
  .map(normaliseSearchText)
  .join(' ')} `

describe('the search dictionary', () => {
  it.each(SYNONYMS.map(([spellings, targets]) => [spellings, targets]))(
    '%s → %s: every target is a catalogue word',
    (_, targets) => {
      for (const target of targets.split(',').map((t) => normaliseSearchText(t))) {
        expect(catalogueText.includes(` ${target}`), target).toBe(true)
      }
    },
  )

  it('has no spelling twice with different meanings', () => {
    const seen = new Map<string, string>()
    for (const [spellings, targets] of SYNONYMS) {
      for (const s of spellings.split(',').map((x) => x.trim())) {
        expect(seen.get(s) ?? targets, s).toBe(targets)
        seen.set(s, targets)
      }
    }
  })
})
