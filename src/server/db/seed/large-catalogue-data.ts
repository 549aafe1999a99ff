// Building blocks of the synthetic benchmark catalogue: per category, brands and items, each
// item drawn with an existing demo picture so cards look right at 100,000 products.

export type LargeItem = { name: string; image: string; price: number; sizes: readonly Size[] }
export type Size = readonly [unit: string, factor: number]
export type LargeCategory = { category: string; brands: readonly string[]; items: readonly LargeItem[] }

const WEIGHT: readonly Size[] = [
  ['250 g', 0.3],
  ['500 g', 0.55],
  ['1 kg', 1],
  ['2 kg', 1.9],
]
const PRODUCE: readonly Size[] = [
  ['250 g', 0.3],
  ['500 g', 0.55],
  ['1 kg', 1],
]
const VOLUME: readonly Size[] = [
  ['200 ml', 0.25],
  ['500 ml', 0.55],
  ['1 L', 1],
]
const SMALL: readonly Size[] = [
  ['50 g', 0.5],
  ['100 g', 1],
  ['200 g', 1.9],
]
const COUNT: readonly Size[] = [
  ['1 pc', 1],
  ['2 pcs', 1.9],
  ['4 pcs', 3.6],
]

const item = (name: string, image: string, price: number, sizes: readonly Size[]): LargeItem => ({
  name,
  image,
  price,
  sizes,
})

export const LARGE_CATALOGUE: readonly LargeCategory[] = [
  {
    category: 'Fruits & Vegetables',
    brands: [
      'FreshCart Farms',
      'Kisan Fresh',
      'Green Valley',
      'Desi Harvest',
      'Organic Tattva',
      'Hill Orchard',
    ],
    items: [
      item('Mango', 'alphonso-mango-1-kg', 180, PRODUCE),
      item('Apple', 'shimla-apple-1-kg', 190, PRODUCE),
      item('Banana', 'banana-robusta-6-pcs', 60, PRODUCE),
      item('Tomato', 'tomato-hybrid-1-kg', 40, PRODUCE),
      item('Onion', 'onion-1-kg', 45, WEIGHT),
      item('Potato', 'potato-1-kg', 35, WEIGHT),
      item('Carrot', 'carrot-ooty-500-g', 70, PRODUCE),
      item('Capsicum', 'green-capsicum-250-g', 120, PRODUCE),
      item('Grapes', 'green-grapes-500-g', 140, PRODUCE),
      item('Orange', 'nagpur-orange-1-kg', 110, PRODUCE),
      item('Palak', 'palak-spinach-250-g', 60, PRODUCE),
      item('Cauliflower', 'cauliflower-1-pc', 45, COUNT),
    ],
  },
  {
    category: 'Dairy, Bread & Eggs',
    brands: ['Amul', 'Nandini', 'Mother Dairy', 'Heritage', 'Milky Mist', 'Gowardhan', 'Akshayakalpa'],
    items: [
      item('Toned Milk', 'amul-taaza-toned-milk-500-ml', 56, VOLUME),
      item('Full Cream Milk', 'amul-gold-full-cream-milk-1-l', 68, VOLUME),
      item('Fresh Paneer', 'fresh-paneer-200-g', 420, WEIGHT),
      item('Malai Paneer', 'amul-malai-paneer-200-g', 450, WEIGHT),
      item('Curd', 'amul-masti-dahi-400-g', 120, WEIGHT),
      item('Fresh Cream', 'amul-fresh-cream-250-ml', 260, VOLUME),
      item('Vanilla Ice Cream', 'kwality-walls-vanilla-ice-cream-700-ml', 280, VOLUME),
      item('Chocolate Ice Cream', 'havmor-chocolate-ice-cream-700-ml', 300, VOLUME),
      item('Butter', 'amul-butter-100-g', 560, SMALL),
      item('Brown Bread', 'britannia-brown-bread-400-g', 110, WEIGHT),
      item('White Eggs', 'farm-fresh-white-eggs-6-pcs', 8, COUNT),
    ],
  },
  {
    category: 'Grocery & Kitchen',
    brands: ['Tata Sampann', 'Aashirvaad', 'Fortune', 'Organic India', 'Pro Nature', '24 Mantra', 'Rajdhani'],
    items: [
      item('Chakki Atta', 'aashirvaad-shudh-chakki-atta-5-kg', 55, WEIGHT),
      item('Basmati Rice', 'india-gate-basmati-rice-classic-1-kg', 160, WEIGHT),
      item('Toor Dal', 'tata-sampann-unpolished-toor-dal-1-kg', 170, WEIGHT),
      item('Moong Dal', 'tata-sampann-moong-dal-1-kg', 150, WEIGHT),
      item('Iodised Salt', 'tata-salt-1-kg', 28, WEIGHT),
      item('Sunflower Oil', 'fortune-sunflower-oil-1-l', 165, VOLUME),
      item('Cow Ghee', 'aashirvaad-svasti-pure-cow-ghee-500-ml', 640, VOLUME),
      item('Garam Masala', 'everest-garam-masala-100-g', 90, SMALL),
      item('Paneer Masala', 'mdh-shahi-paneer-masala-100-g', 85, SMALL),
      item('Turmeric Powder', 'catch-turmeric-powder-200-g', 75, SMALL),
      item('Premium Tea', 'tata-tea-premium-500-g', 290, WEIGHT),
      item('Instant Noodles', 'maggi-2-minute-noodles-4-pcs', 15, COUNT),
    ],
  },
  {
    category: 'Snacks & Drinks',
    brands: ["Haldiram's", 'Bikaji', 'Balaji', 'Britannia', 'Parle', 'Sunfeast', 'Paper Boat', 'Real'],
    items: [
      item('Aloo Bhujia', 'haldirams-aloo-bhujia-400-g', 110, WEIGHT),
      item('Masala Chips', 'lays-indias-magic-masala-52-g', 20, SMALL),
      item('Cream Biscuits', 'sunfeast-bounce-cream-biscuits-200-g', 40, SMALL),
      item('Glucose Biscuits', 'parle-g-original-gluco-biscuits-800-g', 90, WEIGHT),
      item('Milk Chocolate', 'cadbury-dairy-milk-silk-60-g', 90, SMALL),
      item('Mango Drink', 'frooti-mango-drink-600-ml', 40, VOLUME),
      item('Mixed Fruit Juice', 'real-fruit-power-mixed-fruit-juice-1-l', 120, VOLUME),
      item('Cola', 'coca-cola-750-ml', 45, VOLUME),
      item('Soan Papdi', 'haldirams-soan-papdi-500-g', 150, WEIGHT),
    ],
  },
  {
    category: 'Beauty & Personal Care',
    brands: ['Himalaya', 'Dabur', 'Patanjali', 'Mamaearth', 'Biotique', 'Nivea', 'Khadi Natural'],
    items: [
      item('Neem Face Wash', 'himalaya-purifying-neem-face-wash-150-ml', 190, VOLUME),
      item('Herbal Shampoo', 'clinic-plus-strong-and-long-shampoo-355-ml', 220, VOLUME),
      item('Coconut Hair Oil', 'parachute-coconut-oil-250-ml', 150, VOLUME),
      item('Moisturising Cream', 'nivea-soft-light-moisturising-cream-100-ml', 260, VOLUME),
      item('Sandal Soap', 'santoor-sandal-and-turmeric-soap-4-pcs', 45, COUNT),
      item('Toothpaste', 'colgate-strong-teeth-toothpaste-200-g', 120, SMALL),
      item('Handwash', 'dettol-original-handwash-200-ml', 110, VOLUME),
      item('Body Lotion', 'vaseline-intensive-care-body-lotion-400-ml', 380, VOLUME),
    ],
  },
  {
    category: 'Household Essentials',
    brands: ['Surf Excel', 'Vim', 'Harpic', 'Lizol', 'Presto', 'Ghadi', 'Exo', 'Godrej'],
    items: [
      item('Detergent Powder', 'surf-excel-easy-wash-detergent-powder-1-kg', 140, WEIGHT),
      item('Liquid Detergent', 'surf-excel-matic-liquid-detergent-1-l', 230, VOLUME),
      item('Dishwash Gel', 'vim-dishwash-liquid-gel-500-ml', 120, VOLUME),
      item('Toilet Cleaner', 'harpic-power-plus-toilet-cleaner-1-l', 190, VOLUME),
      item('Floor Cleaner', 'lizol-disinfectant-floor-cleaner-975-ml', 210, VOLUME),
      item('Garbage Bags', 'presto-garbage-bags-medium-30-pcs', 120, COUNT),
      item('Scrub Pad', 'scotch-brite-scrub-pad-3-pcs', 30, COUNT),
      item('Kitchen Towel', 'origami-so-soft-kitchen-towel-2-pcs', 110, COUNT),
    ],
  },
  {
    category: 'Poojan Samagri',
    brands: ['Mangaldeep', 'Cycle', 'Zed Black', 'Hari Darshan', 'Moksh', 'Patanjali Aastha'],
    items: [
      item('Sandal Agarbatti', 'mangaldeep-sandal-agarbatti-120-sticks', 60, COUNT),
      item('Rose Agarbatti', 'cycle-3-in-1-agarbatti-1-pc', 70, COUNT),
      item('Dhoop Sticks', 'zed-black-premium-dhoop-sticks-1-pc', 55, COUNT),
      item('Camphor Tablets', 'camphor-tablets-100-g', 120, SMALL),
      item('Kumkum', 'kumkum-roli-50-g', 30, SMALL),
      item('Cotton Wicks', 'cotton-wicks-round-100-pcs', 25, COUNT),
    ],
  },
  {
    category: 'Puja Samagri',
    brands: ['Shubh Labh', 'Pooja Ghar', 'Divine Store', 'Shri Ram', 'Tirupati', 'Vedic Roots'],
    items: [
      item('Clay Diya', 'clay-diya-12-pcs', 60, COUNT),
      item('Ganga Jal', 'ganga-jal-500-ml', 90, VOLUME),
      item('Havan Samagri', 'havan-samagri-200-g', 80, SMALL),
      item('Puja Oil', 'deepam-puja-oil-1-l', 170, VOLUME),
      item('Marigold Garland', 'marigold-garland-1-pc', 40, COUNT),
      item('Brass Puja Thali', 'brass-puja-thali-set-1-pc', 450, COUNT),
    ],
  },
]

/** Qualifiers multiply the names so a large catalogue is varied and search has work to do. */
export const QUALIFIERS: readonly (readonly [label: string, priceFactor: number])[] = [
  ['', 1],
  ['Organic', 1.35],
  ['Premium', 1.25],
  ['Classic', 1],
  ['Value Pack', 0.9],
  ['Family Pack', 1.1],
  ['Select', 1.05],
  ['Gold', 1.2],
  ['Everyday', 0.95],
  ['Fresh', 1.05],
  ['Natural', 1.15],
  ['Special', 1.1],
  ['Homestyle', 1],
  ['Rich', 1.15],
  ['Pure', 1.1],
  ['Lite', 0.95],
]

/** Pack variants appended to the name; with the qualifiers they make most names unique. */
export const PACK_VARIANTS: readonly (readonly [label: string, priceFactor: number])[] = [
  ['', 1],
  ['(Pack of 2)', 1.9],
  ['Combo', 1.7],
  ['Mini', 0.6],
  ['(Pack of 3)', 2.8],
  ['Jumbo', 1.8],
  ['Saver Pack', 1.5],
  ['Festive Pack', 1.6],
]
