// FreshCart's own search relevance set (issue 11): shopper queries against the demo catalogue,
// each with graded judgements by product slug (name + unit, demo-types.ts):
//   3 = what the shopper asked for, 2 = a good answer (another brand or size of it),
//   1 = related (flavoured milk for 'milk'). Unlisted products are 0.
// Kind 'none' has no right answer in the catalogue: any product returned is junk.
// Every fourth query of each kind (the 4th, 8th, …) is held out: tune on the rest, report both
// (bench/search/score.ts). Judged by hand from the catalogue files, before the ranking changed.

export const QUERY_KINDS = [
  'exact',
  'prefix',
  'plural',
  'brand',
  'typo',
  'hinglish',
  'devanagari',
  'category',
  'size',
  'multiword',
  'none',
] as const
export type QueryKind = (typeof QUERY_KINDS)[number]
export type Judged = { q: string; kind: QueryKind; grades: Readonly<Record<string, 1 | 2 | 3>> }

type Grades = Record<string, 1 | 2 | 3>
const g = (grade: 1 | 2 | 3, ...slugs: string[]): Grades => Object.fromEntries(slugs.map((s) => [s, grade]))

// Groups of the catalogue, reused by many queries.
const MILK = [
  'amul-taaza-toned-milk-500-ml',
  'amul-gold-full-cream-milk-1-l',
  'nandini-toned-milk-500-ml',
  'mother-dairy-cow-milk-1-l',
]
const PANEER = [
  'fresh-paneer-200-g',
  'amul-malai-paneer-200-g',
  'milky-mist-low-fat-paneer-200-g',
  'gowardhan-fresh-paneer-1-kg',
]
const RICE = [
  'india-gate-basmati-rice-classic-1-kg',
  'daawat-rozana-basmati-rice-5-kg',
  'sona-masoori-rice-5-kg',
]
const ATTA = ['aashirvaad-shudh-chakki-atta-5-kg', 'fortune-chakki-fresh-atta-10-kg']
const DAL = [
  'tata-sampann-unpolished-toor-dal-1-kg',
  'tata-sampann-moong-dal-1-kg',
  'chana-dal-1-kg',
  'masoor-dal-malka-500-g',
]
const EGGS = ['farm-fresh-white-eggs-6-pcs', 'farm-fresh-white-eggs-12-pcs', 'country-brown-eggs-6-pcs']
const ICE_CREAM = [
  'kwality-walls-vanilla-ice-cream-700-ml',
  'havmor-chocolate-ice-cream-700-ml',
  'amul-kesar-pista-ice-cream-1-l',
  'baskin-robbins-alphonso-mango-ice-cream-500-ml',
  'amul-chocolate-ice-cream-cone-1-pc',
]
const BREAD = [
  'britannia-brown-bread-400-g',
  'modern-white-bread-400-g',
  'english-oven-multigrain-bread-450-g',
]
const CURD = ['amul-masti-dahi-400-g']
const GHEE = ['amul-pure-ghee-1-l', 'aashirvaad-svasti-pure-cow-ghee-500-ml']
const OIL = ['fortune-sunflower-oil-1-l', 'saffola-gold-refined-oil-1-l', 'dhara-kachi-ghani-mustard-oil-1-l']
const TEA = ['tata-tea-premium-500-g', 'red-label-tea-500-g']
const COFFEE = ['bru-instant-coffee-100-g', 'nescafe-classic-coffee-100-g']
const SOAP = [
  'lifebuoy-total-10-soap-4-pcs',
  'dove-cream-beauty-bathing-bar-3-pcs',
  'santoor-sandal-and-turmeric-soap-4-pcs',
  'medimix-ayurvedic-soap-3-pcs',
]
const SHAMPOO = [
  'head-and-shoulders-anti-dandruff-shampoo-340-ml',
  'clinic-plus-strong-and-long-shampoo-355-ml',
]
const DETERGENT = [
  'surf-excel-easy-wash-detergent-powder-1-kg',
  'surf-excel-matic-liquid-detergent-1-l',
  'tide-plus-double-power-detergent-1-kg',
  'rin-detergent-bar-4-pcs',
]
const BISCUITS = [
  'parle-g-original-gluco-biscuits-800-g',
  'britannia-good-day-cashew-cookies-200-g',
  'sunfeast-bounce-cream-biscuits-200-g',
  'britannia-bourbon-cream-biscuits-150-g',
  'oreo-vanilla-creme-biscuits-120-g',
]
const CHIPS = [
  'lays-indias-magic-masala-52-g',
  'lays-classic-salted-52-g',
  'kurkure-masala-munch-90-g',
  'bingo-mad-angles-achaari-masti-72-g',
]
const NAMKEEN = ['haldirams-aloo-bhujia-400-g', 'haldirams-moong-dal-200-g', 'bikaji-bikaneri-bhujia-400-g']
const CHOCOLATE = ['cadbury-dairy-milk-silk-60-g', 'nestle-kitkat-38-5-g', 'amul-dark-chocolate-150-g']
const COLD_DRINKS = ['coca-cola-750-ml', 'thums-up-750-ml', 'sprite-lime-soft-drink-750-ml']
const JUICE = [
  'real-fruit-power-mixed-fruit-juice-1-l',
  'tropicana-orange-juice-1-l',
  'frooti-mango-drink-600-ml',
  'paper-boat-aam-panna-250-ml',
]
const AGARBATTI = [
  'mangaldeep-sandal-agarbatti-120-sticks',
  'cycle-3-in-1-agarbatti-1-pc',
  'mysore-sandal-agarbatti-100-g',
]
const CAMPHOR = ['camphor-tablets-100-g', 'bhimseni-camphor-50-g']
const DHOOP = ['zed-black-premium-dhoop-sticks-1-pc', 'cycle-lia-dhoop-cones-1-pc']
const FRUITS = [
  'alphonso-mango-1-kg',
  'banana-robusta-6-pcs',
  'shimla-apple-1-kg',
  'nagpur-orange-1-kg',
  'green-grapes-500-g',
  'pomegranate-anar-500-g',
  'papaya-1-pc',
  'watermelon-kiran-1-pc',
  'guava-amrood-500-g',
  'pineapple-1-pc',
  'kiwi-3-pcs',
]
const VEGETABLES = [
  'tomato-hybrid-1-kg',
  'onion-1-kg',
  'potato-1-kg',
  'carrot-ooty-500-g',
  'green-capsicum-250-g',
  'cucumber-500-g',
  'brinjal-bharta-500-g',
  'lady-finger-bhindi-250-g',
  'green-chilli-100-g',
  'coriander-leaves-100-g',
  'palak-spinach-250-g',
  'cauliflower-1-pc',
  'cabbage-1-pc',
  'ginger-adrak-250-g',
  'garlic-lahsun-250-g',
  'lemon-nimbu-4-pcs',
  'beetroot-500-g',
  'green-peas-matar-500-g',
  'sweet-corn-2-pcs',
]
const SPICES = [
  'mdh-shahi-paneer-masala-100-g',
  'everest-garam-masala-100-g',
  'everest-kashmiri-chilli-powder-100-g',
  'catch-turmeric-powder-200-g',
  'jeera-cumin-seeds-100-g',
]
const PULSES = [...DAL, 'rajma-chitra-500-g', 'kabuli-chana-1-kg']

const q = (kind: QueryKind, text: string, ...grades: Grades[]): Judged => ({
  q: text,
  kind,
  grades: Object.assign({}, ...grades),
})

export const RELEVANCE_SET: readonly Judged[] = [
  // Exact product names, as a shopper copies them.
  q('exact', 'Amul Butter', g(3, 'amul-butter-100-g')),
  q('exact', 'Tata Salt', g(3, 'tata-salt-1-kg')),
  q('exact', 'Thums Up', g(3, 'thums-up-750-ml'), g(1, 'coca-cola-750-ml')),
  q('exact', 'Clay Diya', g(3, 'clay-diya-12-pcs'), g(1, 'pure-cow-ghee-diya-batti-50-pcs')),
  q('exact', 'Ganga Jal', g(3, 'ganga-jal-500-ml')),
  q('exact', 'Maggi 2-Minute Noodles', g(3, 'maggi-2-minute-noodles-4-pcs')),
  q(
    'exact',
    'Vim Dishwash Bar',
    g(3, 'vim-dishwash-bar-3-pcs'),
    g(2, 'exo-anti-bacterial-dishwash-bar-500-g', 'vim-dishwash-liquid-gel-500-ml'),
  ),
  q('exact', 'Dabur Honey', g(3, 'dabur-honey-500-g')),
  q('exact', 'Rajma Chitra', g(3, 'rajma-chitra-500-g')),
  q('exact', 'Ladi Pav', g(3, 'ladi-pav-6-pcs'), g(1, ...BREAD)),
  q('exact', 'Onion', g(3, 'onion-1-kg')),
  q('exact', 'Havan Samagri', g(3, 'havan-samagri-200-g')),
  q('exact', 'Coca-Cola', g(3, 'coca-cola-750-ml'), g(1, 'thums-up-750-ml', 'sprite-lime-soft-drink-750-ml')),
  q('exact', 'Kabuli Chana', g(3, 'kabuli-chana-1-kg'), g(1, 'chana-dal-1-kg')),
  q('exact', 'Marigold Garland', g(3, 'marigold-garland-1-pc')),
  q('exact', 'Red Label Tea', g(3, 'red-label-tea-500-g'), g(1, 'tata-tea-premium-500-g')),
  // The start of a word, as typed before the box suggests anything.
  q('prefix', 'panee', g(3, ...PANEER), g(1, 'mdh-shahi-paneer-masala-100-g')),
  q('prefix', 'tomat', g(3, 'tomato-hybrid-1-kg')),
  q('prefix', 'bisc', g(3, ...BISCUITS)),
  q('prefix', 'deterg', g(3, ...DETERGENT)),
  q('prefix', 'shamp', g(3, ...SHAMPOO)),
  q('prefix', 'agarb', g(3, ...AGARBATTI)),
  q('prefix', 'cauli', g(3, 'cauliflower-1-pc')),
  q(
    'prefix',
    'choco',
    g(3, ...CHOCOLATE, 'havmor-chocolate-ice-cream-700-ml', 'amul-chocolate-ice-cream-cone-1-pc'),
  ),
  q('prefix', 'pota', g(3, 'potato-1-kg')),
  q('prefix', 'cof', g(3, ...COFFEE)),
  q('prefix', 'toothp', g(3, 'colgate-strong-teeth-toothpaste-200-g')),
  q('prefix', 'pomegr', g(3, 'pomegranate-anar-500-g')),
  // Plurals and singulars the names do not use.
  q('plural', 'tomatoes', g(3, 'tomato-hybrid-1-kg')),
  q('plural', 'potatoes', g(3, 'potato-1-kg')),
  q('plural', 'onions', g(3, 'onion-1-kg')),
  q('plural', 'egg', g(3, ...EGGS)),
  q('plural', 'biscuit', g(3, ...BISCUITS)),
  q(
    'plural',
    'mangoes',
    g(3, 'alphonso-mango-1-kg'),
    g(
      1,
      'baskin-robbins-alphonso-mango-ice-cream-500-ml',
      'frooti-mango-drink-600-ml',
      'mothers-recipe-mango-pickle-400-g',
    ),
  ),
  q('plural', 'bananas', g(3, 'banana-robusta-6-pcs')),
  q('plural', 'apples', g(3, 'shimla-apple-1-kg')),
  q('plural', 'diyas', g(3, 'clay-diya-12-pcs'), g(1, 'pure-cow-ghee-diya-batti-50-pcs')),
  q('plural', 'chip', g(3, ...CHIPS)),
  q('plural', 'lemons', g(3, 'lemon-nimbu-4-pcs')),
  q('plural', 'cookie', g(3, 'britannia-good-day-cashew-cookies-200-g'), g(2, ...BISCUITS)),
  // Brands.
  q(
    'brand',
    'amul',
    g(
      3,
      'amul-butter-100-g',
      'amul-taaza-toned-milk-500-ml',
      'amul-malai-paneer-200-g',
      'amul-pure-ghee-1-l',
      'amul-masti-dahi-400-g',
      'amul-cheese-slices-200-g',
      'amul-gold-full-cream-milk-1-l',
    ),
  ),
  q(
    'brand',
    'haldiram',
    g(3, 'haldirams-aloo-bhujia-400-g', 'haldirams-moong-dal-200-g', 'haldirams-soan-papdi-500-g'),
  ),
  q(
    'brand',
    'tata sampann',
    g(3, 'tata-sampann-unpolished-toor-dal-1-kg', 'tata-sampann-moong-dal-1-kg', 'tata-sampann-besan-500-g'),
  ),
  q(
    'brand',
    'britannia',
    g(
      3,
      'britannia-brown-bread-400-g',
      'britannia-good-day-cashew-cookies-200-g',
      'britannia-bourbon-cream-biscuits-150-g',
    ),
  ),
  q('brand', 'everest', g(3, 'everest-garam-masala-100-g', 'everest-kashmiri-chilli-powder-100-g')),
  q('brand', 'colgate', g(3, 'colgate-strong-teeth-toothpaste-200-g', 'colgate-zigzag-toothbrush-4-pcs')),
  q(
    'brand',
    'mother dairy',
    g(3, 'mother-dairy-cow-milk-1-l', 'mother-dairy-mishti-doi-400-g', 'mother-dairy-malai-kulfi-4-pcs'),
  ),
  q(
    'brand',
    'surf excel',
    g(3, 'surf-excel-easy-wash-detergent-powder-1-kg', 'surf-excel-matic-liquid-detergent-1-l'),
  ),
  q('brand', 'dettol', g(3, 'dettol-original-handwash-200-ml', 'dettol-antiseptic-liquid-550-ml')),
  q('brand', 'lays', g(3, 'lays-indias-magic-masala-52-g', 'lays-classic-salted-52-g')),
  q(
    'brand',
    'aashirvaad',
    g(3, 'aashirvaad-shudh-chakki-atta-5-kg', 'aashirvaad-svasti-pure-cow-ghee-500-ml'),
  ),
  q('brand', 'cadbury', g(3, 'cadbury-dairy-milk-silk-60-g')),
  q('brand', 'fortune', g(3, 'fortune-chakki-fresh-atta-10-kg', 'fortune-sunflower-oil-1-l')),
  q('brand', 'parle g', g(3, 'parle-g-original-gluco-biscuits-800-g')),
  // Typos.
  q('typo', 'panner', g(3, ...PANEER), g(1, 'mdh-shahi-paneer-masala-100-g')),
  q('typo', 'tomatto', g(3, 'tomato-hybrid-1-kg')),
  q('typo', 'ice crem', g(3, ...ICE_CREAM), g(2, 'mother-dairy-malai-kulfi-4-pcs')),
  q('typo', 'biscut', g(3, ...BISCUITS)),
  q('typo', 'shampo', g(3, ...SHAMPOO)),
  q('typo', 'detergant', g(3, ...DETERGENT)),
  q(
    'typo',
    'chocolat',
    g(3, ...CHOCOLATE),
    g(2, 'havmor-chocolate-ice-cream-700-ml', 'amul-chocolate-ice-cream-cone-1-pc'),
  ),
  q('typo', 'cabage', g(3, 'cabbage-1-pc')),
  q('typo', 'banan', g(3, 'banana-robusta-6-pcs')),
  q(
    'typo',
    'basmathi rice',
    g(3, 'india-gate-basmati-rice-classic-1-kg', 'daawat-rozana-basmati-rice-5-kg'),
    g(2, 'sona-masoori-rice-5-kg'),
  ),
  q('typo', 'coca cola', g(3, 'coca-cola-750-ml'), g(1, 'thums-up-750-ml')),
  q('typo', 'toothpast', g(3, 'colgate-strong-teeth-toothpaste-200-g')),
  q('typo', 'cucumbar', g(3, 'cucumber-500-g')),
  q('typo', 'kurkur', g(3, 'kurkure-masala-munch-90-g')),
  q('typo', 'pinapple', g(3, 'pineapple-1-pc')),
  q('typo', 'gárlic', g(3, 'garlic-lahsun-250-g')),
  // Hindi and Hinglish words for products named in English.
  q('hinglish', 'doodh', g(3, ...MILK), g(1, 'amul-kool-kesar-flavoured-milk-180-ml')),
  q('hinglish', 'dudh', g(3, ...MILK), g(1, 'amul-kool-kesar-flavoured-milk-180-ml')),
  q('hinglish', 'pyaz', g(3, 'onion-1-kg')),
  q('hinglish', 'pyaaz', g(3, 'onion-1-kg')),
  q('hinglish', 'kanda', g(3, 'onion-1-kg')),
  q('hinglish', 'aloo', g(3, 'potato-1-kg'), g(1, 'haldirams-aloo-bhujia-400-g')),
  q('hinglish', 'tamatar', g(3, 'tomato-hybrid-1-kg')),
  q('hinglish', 'chawal', g(3, ...RICE)),
  q('hinglish', 'cheeni', g(3, 'madhur-pure-sugar-1-kg')),
  q('hinglish', 'anda', g(3, ...EGGS)),
  q('hinglish', 'ande', g(3, ...EGGS)),
  q('hinglish', 'haldi', g(3, 'catch-turmeric-powder-200-g')),
  q(
    'hinglish',
    'dahi',
    g(3, ...CURD),
    g(2, 'mother-dairy-mishti-doi-400-g'),
    g(1, 'epigamia-greek-yogurt-blueberry-90-g'),
  ),
  q('hinglish', 'dhaniya', g(3, 'coriander-leaves-100-g')),
  q('hinglish', 'mirchi', g(3, 'green-chilli-100-g'), g(2, 'everest-kashmiri-chilli-powder-100-g')),
  q('hinglish', 'namak', g(3, 'tata-salt-1-kg')),
  q('hinglish', 'gobhi', g(3, 'cauliflower-1-pc', 'cabbage-1-pc')),
  q('hinglish', 'makhan', g(3, 'amul-butter-100-g')),
  q('hinglish', 'kela', g(3, 'banana-robusta-6-pcs')),
  q('hinglish', 'seb', g(3, 'shimla-apple-1-kg')),
  q('hinglish', 'sabun', g(3, ...SOAP), g(1, 'dettol-original-handwash-200-ml')),
  q('hinglish', 'chai patti', g(3, ...TEA)),
  q('hinglish', 'sarson tel', g(3, 'dhara-kachi-ghani-mustard-oil-1-l')),
  q('hinglish', 'kapoor', g(3, ...CAMPHOR)),
  q('hinglish', 'suji', g(3, 'bombay-rava-sooji-500-g')),
  q('hinglish', 'gajar', g(3, 'carrot-ooty-500-g')),
  q('hinglish', 'baingan', g(3, 'brinjal-bharta-500-g')),
  q('hinglish', 'chaas', g(3, 'amul-masti-spiced-buttermilk-200-ml')),
  // Devanagari.
  q('devanagari', 'दूध', g(3, ...MILK), g(1, 'amul-kool-kesar-flavoured-milk-180-ml')),
  q('devanagari', 'आलू', g(3, 'potato-1-kg'), g(1, 'haldirams-aloo-bhujia-400-g')),
  q('devanagari', 'प्याज', g(3, 'onion-1-kg')),
  q('devanagari', 'टमाटर', g(3, 'tomato-hybrid-1-kg')),
  q('devanagari', 'चावल', g(3, ...RICE)),
  q('devanagari', 'चीनी', g(3, 'madhur-pure-sugar-1-kg')),
  q('devanagari', 'अंडे', g(3, ...EGGS)),
  q('devanagari', 'पनीर', g(3, ...PANEER), g(1, 'mdh-shahi-paneer-masala-100-g')),
  q(
    'devanagari',
    'दही',
    g(3, ...CURD),
    g(2, 'mother-dairy-mishti-doi-400-g'),
    g(1, 'epigamia-greek-yogurt-blueberry-90-g'),
  ),
  q('devanagari', 'हल्दी', g(3, 'catch-turmeric-powder-200-g')),
  q('devanagari', 'आटा', g(3, ...ATTA)),
  q('devanagari', 'घी', g(3, ...GHEE), g(1, 'pure-cow-ghee-diya-batti-50-pcs')),
  q('devanagari', 'अगरबत्ती', g(3, ...AGARBATTI)),
  q('devanagari', 'केला', g(3, 'banana-robusta-6-pcs')),
  q('devanagari', 'साबुन', g(3, ...SOAP)),
  q('devanagari', 'चाय', g(3, ...TEA)),
  // Category words.
  q('category', 'vegetables', g(2, ...VEGETABLES)),
  q('category', 'fruits', g(2, ...FRUITS)),
  q('category', 'snacks', g(2, ...NAMKEEN, ...CHIPS, 'act-ii-butter-lovers-popcorn-90-g'), g(1, ...BISCUITS)),
  q('category', 'cold drink', g(3, ...COLD_DRINKS), g(1, 'red-bull-energy-drink-250-ml')),
  q('category', 'sabzi', g(2, ...VEGETABLES)),
  q(
    'category',
    'dal',
    g(3, ...DAL),
    g(2, 'rajma-chitra-500-g', 'kabuli-chana-1-kg'),
    g(1, 'haldirams-moong-dal-200-g'),
  ),
  q('category', 'spices', g(2, ...SPICES)),
  q('category', 'namkeen', g(3, ...NAMKEEN), g(2, ...CHIPS)),
  q('category', 'juice', g(3, ...JUICE)),
  q('category', 'soft drinks', g(3, ...COLD_DRINKS)),
  q('category', 'pulses', g(3, ...PULSES)),
  q('category', 'cooking oil', g(3, ...OIL)),
  q('category', 'dairy', g(2, ...MILK, ...CURD, ...PANEER, 'amul-butter-100-g', 'amul-cheese-slices-200-g')),
  q(
    'category',
    'pooja items',
    g(
      2,
      ...AGARBATTI,
      ...CAMPHOR,
      ...DHOOP,
      'clay-diya-12-pcs',
      'kumkum-roli-50-g',
      'brass-puja-thali-set-1-pc',
      'havan-samagri-200-g',
      'puja-supari-100-g',
    ),
  ),
  q('category', 'sweets', g(3, 'haldirams-soan-papdi-500-g'), g(1, ...CHOCOLATE)),
  q('category', 'ice creams', g(3, ...ICE_CREAM, 'mother-dairy-malai-kulfi-4-pcs')),
  // Pack sizes.
  q(
    'size',
    'paneer 200g',
    g(3, 'fresh-paneer-200-g', 'amul-malai-paneer-200-g', 'milky-mist-low-fat-paneer-200-g'),
    g(2, 'gowardhan-fresh-paneer-1-kg'),
  ),
  q(
    'size',
    'basmati rice 5kg',
    g(3, 'daawat-rozana-basmati-rice-5-kg'),
    g(2, 'india-gate-basmati-rice-classic-1-kg', 'sona-masoori-rice-5-kg'),
  ),
  q(
    'size',
    'milk 1 litre',
    g(3, 'amul-gold-full-cream-milk-1-l', 'mother-dairy-cow-milk-1-l'),
    g(2, 'amul-taaza-toned-milk-500-ml', 'nandini-toned-milk-500-ml'),
  ),
  q(
    'size',
    'eggs 12 pcs',
    g(3, 'farm-fresh-white-eggs-12-pcs'),
    g(2, 'farm-fresh-white-eggs-6-pcs', 'country-brown-eggs-6-pcs'),
  ),
  q('size', 'atta 10 kg', g(3, 'fortune-chakki-fresh-atta-10-kg'), g(2, 'aashirvaad-shudh-chakki-atta-5-kg')),
  q(
    'size',
    'toned milk 500 ml',
    g(3, 'amul-taaza-toned-milk-500-ml', 'nandini-toned-milk-500-ml'),
    g(2, 'amul-gold-full-cream-milk-1-l', 'mother-dairy-cow-milk-1-l'),
  ),
  q(
    'size',
    'eggs dozen',
    g(3, 'farm-fresh-white-eggs-12-pcs'),
    g(2, 'farm-fresh-white-eggs-6-pcs', 'country-brown-eggs-6-pcs'),
  ),
  q(
    'size',
    'paneer 1kg',
    g(3, 'gowardhan-fresh-paneer-1-kg'),
    g(2, 'fresh-paneer-200-g', 'amul-malai-paneer-200-g', 'milky-mist-low-fat-paneer-200-g'),
  ),
  q('size', 'ghee 1l', g(3, 'amul-pure-ghee-1-l'), g(2, 'aashirvaad-svasti-pure-cow-ghee-500-ml')),
  q('size', 'sugar 1 kg', g(3, 'madhur-pure-sugar-1-kg')),
  q('size', 'coca cola 750ml', g(3, 'coca-cola-750-ml'), g(1, 'thums-up-750-ml')),
  q('size', 'onion 1kg', g(3, 'onion-1-kg')),
  q('size', 'dahi 400 gm', g(3, 'amul-masti-dahi-400-g'), g(2, 'mother-dairy-mishti-doi-400-g')),
  q('size', 'banana 6 pcs', g(3, 'banana-robusta-6-pcs')),
  q('size', 'tomato 1 kilo', g(3, 'tomato-hybrid-1-kg')),
  q(
    'size',
    'mustard oil 1 ltr',
    g(3, 'dhara-kachi-ghani-mustard-oil-1-l'),
    g(1, 'fortune-sunflower-oil-1-l', 'saffola-gold-refined-oil-1-l'),
  ),
  // Several words.
  q(
    'multiword',
    'amul milk',
    g(3, 'amul-taaza-toned-milk-500-ml', 'amul-gold-full-cream-milk-1-l'),
    g(2, 'nandini-toned-milk-500-ml', 'mother-dairy-cow-milk-1-l'),
    g(1, 'amul-kool-kesar-flavoured-milk-180-ml'),
  ),
  q(
    'multiword',
    'brown bread',
    g(3, 'britannia-brown-bread-400-g'),
    g(2, 'english-oven-multigrain-bread-450-g', 'modern-white-bread-400-g'),
  ),
  q(
    'multiword',
    'chocolate ice cream',
    g(3, 'havmor-chocolate-ice-cream-700-ml', 'amul-chocolate-ice-cream-cone-1-pc'),
    g(2, ...ICE_CREAM),
  ),
  q('multiword', 'green tea', g(1, ...TEA)),
  q(
    'multiword',
    'mango juice',
    g(3, 'frooti-mango-drink-600-ml'),
    g(2, 'paper-boat-aam-panna-250-ml'),
    g(1, 'real-fruit-power-mixed-fruit-juice-1-l'),
  ),
  q('multiword', 'toor dal', g(3, 'tata-sampann-unpolished-toor-dal-1-kg'), g(1, ...DAL)),
  q('multiword', 'garam masala', g(3, 'everest-garam-masala-100-g'), g(1, 'mdh-shahi-paneer-masala-100-g')),
  q('multiword', 'hair oil', g(3, 'dabur-amla-hair-oil-275-ml', 'parachute-coconut-oil-250-ml')),
  q(
    'multiword',
    'floor cleaner',
    g(3, 'lizol-disinfectant-floor-cleaner-975-ml'),
    g(1, 'harpic-power-plus-toilet-cleaner-1-l', 'colin-glass-cleaner-500-ml'),
  ),
  q('multiword', 'face wash', g(3, 'himalaya-purifying-neem-face-wash-150-ml')),
  q('multiword', 'mosquito repellent', g(3, 'good-knight-gold-flash-refill-45-ml')),
  q('multiword', 'full cream milk', g(3, 'amul-gold-full-cream-milk-1-l'), g(2, ...MILK)),
  q(
    'multiword',
    'white eggs',
    g(3, 'farm-fresh-white-eggs-6-pcs', 'farm-fresh-white-eggs-12-pcs'),
    g(2, 'country-brown-eggs-6-pcs'),
  ),
  q('multiword', 'aloo bhujia', g(3, 'haldirams-aloo-bhujia-400-g'), g(2, 'bikaji-bikaneri-bhujia-400-g')),
  q('multiword', 'instant coffee', g(3, 'bru-instant-coffee-100-g'), g(2, 'nescafe-classic-coffee-100-g')),
  q('multiword', 'coconut oil', g(3, 'parachute-coconut-oil-250-ml')),
  // Nothing in the catalogue answers these: any product is junk.
  q('none', 'iphone'),
  q('none', 'sandal slippers'),
  q('none', 'diapers'),
  q('none', 'pizza'),
  q('none', 'vodka'),
  q('none', 'batteries'),
  q('none', 'dog food'),
  q('none', 'notebook'),
  q('none', 'cigarettes'),
  q('none', 'paracetamol'),
  q('none', 'xyzzy'),
  q('none', 'laptop charger'),
  q('none', 'kheer mix'),
  q('none', 'almond milk'),
  q('none', 'peanut butter'),
  q('none', 'frozen peas'),
]

/** Every fourth query of each kind is held out. */
export function isHeldOut(set: readonly Judged[], index: number): boolean {
  const kind = set[index]!.kind
  const position = set.slice(0, index).filter((j) => j.kind === kind).length
  return position % 4 === 3
}
