// The eight demo categories. The first two are the store's own; the other six are the names
// the spec (section 3) bundles pictures for, 'Poojan' and 'Puja' both included as given.

export type DemoCategory = {
  slug: string
  name: string
  description: string
  icon: string
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    slug: 'fruits-vegetables',
    name: 'Fruits & Vegetables',
    description: 'Farm-fresh fruits, seasonal vegetables and leafy greens, picked every morning.',
    icon: '🥦',
  },
  {
    slug: 'dairy-bread-eggs',
    name: 'Dairy, Bread & Eggs',
    description: 'Milk, curd, paneer, butter, ice cream, fresh bread and eggs for every day.',
    icon: '🥛',
  },
  {
    slug: 'grocery-kitchen',
    name: 'Grocery & Kitchen',
    description: 'Atta, rice, dals, oils, ghee, masalas, tea and coffee: the kitchen staples.',
    icon: '🌾',
  },
  {
    slug: 'snacks-drinks',
    name: 'Snacks & Drinks',
    description: 'Namkeen, chips, biscuits, chocolates, juices and cold drinks.',
    icon: '🍿',
  },
  {
    slug: 'beauty-personal-care',
    name: 'Beauty & Personal Care',
    description: 'Soaps, shampoos, hair oils, skin care and oral care for the whole family.',
    icon: '🧴',
  },
  {
    slug: 'household-essentials',
    name: 'Household Essentials',
    description: 'Detergents, cleaners, dishwash, repellents and kitchen rolls for a tidy home.',
    icon: '🧽',
  },
  {
    slug: 'poojan-samagri',
    name: 'Poojan Samagri',
    description: 'Agarbatti, dhoop, camphor, kumkum and cotton wicks for the daily pooja.',
    icon: '🪔',
  },
  {
    slug: 'puja-samagri',
    name: 'Puja Samagri',
    description: 'Diyas, thalis, Ganga jal, garlands and havan samagri for festivals and rituals.',
    icon: '🕉️',
  },
]

export function categoryImageUrl(slug: string): string {
  return `/images/categories/${slug}.webp`
}

export function productImageUrl(slug: string): string {
  return `/images/products/${slug}.webp`
}
