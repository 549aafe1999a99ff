// HSN codes and GST rates of the demo catalogue (issue 14, ADR 029), as the GST Council's rates
// stand after the September 2025 revision (most daily groceries 0 % or 5 %, cosmetics and
// cleaners 18 %, aerated and caffeinated drinks 40 %). Demo data: a real store confirms each
// product's code and rate with its accountant. The first pattern that matches a name wins; the
// category's own line is the fallback.

type Gst = { hsnCode: string; gstRate: number }
const gst = (hsnCode: string, percent: number): Gst => ({ hsnCode, gstRate: Math.round(percent * 100) })

const BY_NAME: readonly [RegExp, Gst][] = [
  // Dairy, bread, eggs
  [/milk(?!.*(flavoured|kool))|doi|dahi/i, gst('0401', 0)],
  [/flavoured milk|kool/i, gst('04029990', 5)],
  [/yogurt|buttermilk|lassi/i, gst('0403', 5)],
  [/paneer/i, gst('04061000', 0)],
  [/butter(?! lovers)/i, gst('0405', 5)],
  [/ghee(?! diya)/i, gst('04059020', 5)],
  [/cheese/i, gst('0406', 5)],
  [/fresh cream/i, gst('0401', 5)],
  [/ice cream|kulfi/i, gst('2105', 5)],
  [/bread|pav/i, gst('1905', 0)],
  [/eggs/i, gst('0407', 0)],
  // Grocery and kitchen
  [/atta|maida/i, gst('1101', 5)],
  [/rice/i, gst('1006', 5)],
  [/salt/i, gst('2501', 0)],
  [/sugar/i, gst('1701', 5)],
  [/dal|rajma|chana/i, gst('0713', 5)],
  [/besan/i, gst('1106', 5)],
  [/rava|sooji/i, gst('1103', 5)],
  [/poha/i, gst('1904', 5)],
  [/mustard oil/i, gst('1514', 5)],
  [/sunflower oil|refined oil/i, gst('1512', 5)],
  [/masala(?! munch| oats)|chilli powder|turmeric/i, gst('0910', 5)],
  [/jeera|cumin/i, gst('0909', 5)],
  [/tea/i, gst('0902', 5)],
  [/coffee/i, gst('2101', 5)],
  [/noodles/i, gst('1902', 5)],
  [/jam/i, gst('2007', 5)],
  [/oats/i, gst('1904', 5)],
  [/honey/i, gst('0409', 5)],
  // Snacks and drinks
  [/bhujia|kurkure|mad angles/i, gst('2106', 5)],
  [/popcorn/i, gst('1904', 5)],
  [/biscuits|cookies/i, gst('1905', 5)],
  [/silk|kitkat|chocolate/i, gst('1806', 5)],
  [/coca-cola|thums up|sprite/i, gst('22021010', 40)],
  [/red bull|energy drink/i, gst('22029990', 40)],
  [/frooti|aam panna/i, gst('22029920', 5)],
  [/juice/i, gst('2009', 5)],
  [/water/i, gst('2201', 5)],
  // Beauty and personal care
  [/handwash|face wash/i, gst('34013000', 5)],
  [/soap|bathing bar/i, gst('3401', 5)],
  [/toothpaste/i, gst('3306', 5)],
  [/toothbrush/i, gst('9603', 5)],
  [/shampoo|hair oil|coconut oil/i, gst('3305', 5)],
  [/cream|lotion/i, gst('3304', 18)],
  [/razor/i, gst('8212', 5)],
  [/sanitary/i, gst('9619', 0)],
  // Household
  [/detergent|dishwash|vim/i, gst('3402', 18)],
  [/toilet|floor|glass cleaner|antiseptic liquid/i, gst('3808', 18)],
  [/fabric conditioner/i, gst('3809', 18)],
  [/good knight|hit /i, gst('3808', 18)],
  [/scrub/i, gst('6805', 18)],
  [/garbage bags/i, gst('3923', 18)],
  [/kitchen towel/i, gst('4818', 18)],
  [/freshener/i, gst('3307', 18)],
  // Puja
  [/agarbatti|dhoop/i, gst('33074100', 5)],
  [/camphor/i, gst('2914', 18)],
  [/kumkum|roli/i, gst('3304', 0)],
  [/chandan/i, gst('1211', 5)],
  [/wicks|diya batti/i, gst('5601', 5)],
  [/supari/i, gst('0802', 5)],
  [/clay diya/i, gst('6912', 0)],
  [/thali/i, gst('7418', 5)],
  [/ganga jal/i, gst('2201', 0)],
  [/marigold|rose petals/i, gst('0603', 0)],
  [/coconut/i, gst('0801', 0)],
  [/havan/i, gst('1211', 0)],
  [/puja oil/i, gst('1518', 5)],
  [/kalawa|mauli/i, gst('5604', 5)],
  [/rangoli/i, gst('3212', 5)],
]

const BY_CATEGORY: Record<string, Gst> = {
  'fruits-vegetables': gst('0709', 0),
  'dairy-bread-eggs': gst('0401', 0),
  'grocery-kitchen': gst('2106', 5),
  'snacks-drinks': gst('2106', 5),
  'beauty-personal-care': gst('3304', 18),
  'household-essentials': gst('3402', 18),
  'poojan-samagri': gst('33074100', 5),
  'puja-samagri': gst('33074100', 5),
}

/** Fresh fruit and vegetables are nil-rated (chapters 07 and 08); the heading still matters. */
const FRESH_PRODUCE: readonly [RegExp, string][] = [
  [/mango|pineapple/i, '0804'],
  [/banana/i, '0803'],
  [/apple/i, '0808'],
  [/orange|lemon/i, '0805'],
  [/grapes/i, '0806'],
  [/watermelon/i, '0807'],
  [/pomegranate|papaya|guava|kiwi/i, '0810'],
  [/tomato/i, '0702'],
  [/onion|garlic/i, '0703'],
  [/potato/i, '0701'],
  [/cauliflower|cabbage/i, '0704'],
  [/carrot|beetroot/i, '0706'],
  [/peas/i, '0708'],
  [/ginger/i, '09101110'],
]

export function demoGst(name: string, categorySlug: string): Gst {
  if (categorySlug === 'fruits-vegetables') {
    return gst(FRESH_PRODUCE.find(([pattern]) => pattern.test(name))?.[1] ?? '0709', 0)
  }
  for (const [pattern, value] of BY_NAME) if (pattern.test(name)) return value
  return BY_CATEGORY[categorySlug] ?? gst('2106', 5)
}
