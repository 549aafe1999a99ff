import { BEAUTY_PERSONAL_CARE } from '#server/db/seed/catalogue/beauty-personal-care.ts'
import { DEMO_CATEGORIES, type DemoCategory } from '#server/db/seed/catalogue/categories.ts'
import { DAIRY_BREAD_EGGS } from '#server/db/seed/catalogue/dairy-bread-eggs.ts'
import { FRUITS_VEGETABLES } from '#server/db/seed/catalogue/fruits-vegetables.ts'
import { GROCERY_KITCHEN } from '#server/db/seed/catalogue/grocery-kitchen.ts'
import { HOUSEHOLD_ESSENTIALS } from '#server/db/seed/catalogue/household-essentials.ts'
import { POOJAN_SAMAGRI } from '#server/db/seed/catalogue/poojan-samagri.ts'
import { PUJA_SAMAGRI } from '#server/db/seed/catalogue/puja-samagri.ts'
import { SNACKS_DRINKS } from '#server/db/seed/catalogue/snacks-drinks.ts'
import type { DemoProduct } from './demo-types.ts'

const PRODUCTS_BY_CATEGORY: Record<string, readonly DemoProduct[]> = {
  'fruits-vegetables': FRUITS_VEGETABLES,
  'dairy-bread-eggs': DAIRY_BREAD_EGGS,
  'grocery-kitchen': GROCERY_KITCHEN,
  'snacks-drinks': SNACKS_DRINKS,
  'beauty-personal-care': BEAUTY_PERSONAL_CARE,
  'household-essentials': HOUSEHOLD_ESSENTIALS,
  'poojan-samagri': POOJAN_SAMAGRI,
  'puja-samagri': PUJA_SAMAGRI,
}

export type DemoCatalogueEntry = { category: DemoCategory; products: readonly DemoProduct[] }

/** Every demo category in display order with its products. */
export const DEMO_CATALOGUE: readonly DemoCatalogueEntry[] = DEMO_CATEGORIES.map((category) => ({
  category,
  products: PRODUCTS_BY_CATEGORY[category.slug] ?? [],
}))

export const DEMO_PRODUCTS: readonly DemoProduct[] = DEMO_CATALOGUE.flatMap((entry) => entry.products)
