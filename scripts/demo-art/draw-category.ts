import { DEMO_PRODUCTS } from '#server/db/seed/demo-catalogue.ts'
import { drawProductBody } from './draw-product.ts'
import { backdrop, Scene } from './svg-kit.ts'

// Each category's picture is a little still life of three of its own products.
const GROUPS: Record<string, { tint: string; slugs: [string, string, string] }> = {
  'fruits-vegetables': {
    tint: '#66bb6a',
    slugs: ['alphonso-mango-1-kg', 'tomato-hybrid-1-kg', 'banana-robusta-6-pcs'],
  },
  'dairy-bread-eggs': {
    tint: '#42a5f5',
    slugs: ['amul-taaza-toned-milk-500-ml', 'britannia-brown-bread-400-g', 'farm-fresh-white-eggs-6-pcs'],
  },
  'grocery-kitchen': {
    tint: '#ffa726',
    slugs: [
      'aashirvaad-shudh-chakki-atta-5-kg',
      'fortune-sunflower-oil-1-l',
      'tata-sampann-unpolished-toor-dal-1-kg',
    ],
  },
  'snacks-drinks': {
    tint: '#ef5350',
    slugs: ['coca-cola-750-ml', 'haldirams-aloo-bhujia-400-g', 'cadbury-dairy-milk-silk-60-g'],
  },
  'beauty-personal-care': {
    tint: '#ec407a',
    slugs: [
      'clinic-plus-strong-and-long-shampoo-355-ml',
      'dettol-original-handwash-200-ml',
      'colgate-strong-teeth-toothpaste-200-g',
    ],
  },
  'household-essentials': {
    tint: '#29b6f6',
    slugs: [
      'surf-excel-easy-wash-detergent-powder-1-kg',
      'harpic-power-plus-toilet-cleaner-1-l',
      'scotch-brite-scrub-pad-3-pcs',
    ],
  },
  'poojan-samagri': {
    tint: '#ff7043',
    slugs: ['mangaldeep-sandal-agarbatti-120-sticks', 'camphor-tablets-100-g', 'kumkum-roli-50-g'],
  },
  'puja-samagri': {
    tint: '#ffb300',
    slugs: ['marigold-garland-1-pc', 'brass-puja-thali-set-1-pc', 'clay-diya-12-pcs'],
  },
}

// Back left, back right, front centre: (x, y, scale) applied to each 480 × 480 drawing.
const PLACES = [
  [-10, 30, 0.62],
  [190, 30, 0.62],
  [84, 140, 0.66],
] as const

export function drawCategory(slug: string): string {
  const group = GROUPS[slug]
  if (!group) throw new Error(`no picture is defined for category '${slug}'`)
  const s = new Scene()
  const items = group.slugs.map((productSlug, i) => {
    const product = DEMO_PRODUCTS.find((p) => p.slug === productSlug)
    if (!product) throw new Error(`category '${slug}' pictures a missing product '${productSlug}'`)
    const [x, y, scale] = PLACES[i]!
    return `<g transform="translate(${x} ${y}) scale(${scale})">${drawProductBody(s, product)}</g>`
  })
  return s.render(backdrop(s, group.tint) + items.join(''))
}
