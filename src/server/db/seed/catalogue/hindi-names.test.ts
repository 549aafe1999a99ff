import { describe, expect, test } from 'vitest'
import { DEMO_CATALOGUE, DEMO_PRODUCTS } from '#server/db/seed/demo-catalogue.ts'
import { ProductBodySchema, tidyAliases } from '#shared/schemas/admin.ts'
import { DEMO_SEARCH_NAMES } from './hindi-names.ts'

describe('the demo catalogue’s Hindi names and search words', () => {
  test('name only demo products, each value as the product form would save it', () => {
    const slugs = new Set(DEMO_PRODUCTS.map((p) => p.slug))
    for (const [slug, { hindi, aliases }] of Object.entries(DEMO_SEARCH_NAMES)) {
      expect(slugs.has(slug), slug).toBe(true)
      const parsed = ProductBodySchema.safeParse({
        name: slug,
        price: 100,
        stockQuantity: 1,
        hindiName: hindi ?? null,
        searchAliases: aliases ?? '',
      })
      expect(parsed.error?.issues, slug).toBeUndefined()
      if (aliases !== undefined) expect(tidyAliases(aliases)).toBe(aliases)
      const words = (aliases ?? '').split(', ')
      expect(new Set(words).size, `${slug}: repeated search word`).toBe(words.length)
    }
  })

  test('every fruit, vegetable, dairy, staple and puja product has its Hindi name', () => {
    const everyday = new Set([
      'fruits-vegetables',
      'dairy-bread-eggs',
      'grocery-kitchen',
      'poojan-samagri',
      'puja-samagri',
    ])
    const missing = DEMO_CATALOGUE.filter((e) => everyday.has(e.category.slug))
      .flatMap((e) => e.products)
      .filter((p) => !DEMO_SEARCH_NAMES[p.slug]?.hindi)
      .map((p) => p.slug)
    expect(missing).toEqual([])
  })
})
