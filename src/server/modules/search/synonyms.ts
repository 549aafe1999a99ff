// The store's search dictionary (ADR 025): words Indian shoppers type → the words products are
// named with. Each entry: the Hinglish, regional or Hindi (Devanagari) spellings, then the
// product words they mean. A Devanagari word that is not here is transliterated and looked up
// again (transliterate.ts), so 'दूध' finds 'doodh' → milk. Lookups ignore the usual spelling
// variation of romanised Hindi (phoneticKey: aa/a, ee/i, oo/u, w/v, z/j, h after a consonant).
// Entries for words that are also English product words ('tel', 'kanda') only add meanings.
// synonyms.test.ts checks that every target is a word of the demo catalogue.

export const SYNONYMS: readonly (readonly [spellings: string, targets: string])[] = [
  // Dairy, bread and eggs
  ['doodh, dudh, दूध', 'milk'],
  ['dahi, dahee, दही', 'curd, dahi, yogurt'],
  ['doi, mishti doi', 'curd'],
  ['chaas, chhaas, chhachh, mattha, majjige, moru, छाछ', 'buttermilk'],
  ['makhan, makkhan, maska, मक्खन', 'butter'],
  ['malai, मलाई', 'cream, malai'],
  ['panir, पनीर', 'paneer'],
  ['ghee, ghi, tup, neyyi, घी', 'ghee'],
  ['anda, ande, anday, mutta, अंडा, अंडे', 'eggs'],
  ['double roti, dabal roti, pao, ब्रेड', 'bread'],
  ['lassi, लस्सी', 'lassi'],
  ['kulfi, कुल्फी', 'kulfi, ice cream'],
  ['icecream, आइसक्रीम', 'ice cream'],
  ['cheez, चीज़, चीज', 'cheese'],
  // Staples
  ['chawal, chaval, chanval, arisi, akki, bhaat, चावल', 'rice'],
  ['atta, aata, gehun, gehu, godhi, आटा', 'atta'],
  ['maida, मैदा', 'maida'],
  ['besan, बेसन', 'besan'],
  ['suji, sooji, rava, rawa, semolina, सूजी', 'sooji, rava'],
  ['poha, pohe, aval, avalakki, पोहा', 'poha'],
  ['cheeni, chini, shakkar, sakhar, chakkar, चीनी', 'sugar'],
  ['namak, namak, loon, uppu, नमक', 'salt'],
  ['daal, dal, dhal, paruppu, pappu, दाल', 'dal'],
  ['arhar, tur, tuvar, toovar, अरहर', 'toor'],
  ['moong, mung, मूंग', 'moong'],
  ['masoor, masur, मसूर', 'masoor'],
  ['chana, chole, chhole, channa, चना, छोले', 'chana'],
  ['rajma, राजमा', 'rajma'],
  ['tel, tail, enna, nune, तेल', 'oil'],
  ['sarson, sarso, sarsom, सरसों', 'mustard'],
  ['surajmukhi, सूरजमुखी', 'sunflower'],
  ['nariyal, nariyal, thengai, naral, नारियल', 'coconut'],
  ['chai, chaha, chaay, चाय', 'tea'],
  ['kaapi, kapi, कॉफी', 'coffee'],
  ['shahad, shehad, madhu, शहद', 'honey'],
  ['achar, achaar, pickle, अचार', 'pickle'],
  ['jam, मुरब्बा', 'jam'],
  ['noodles, maggi, मैगी', 'noodles'],
  // Spices
  ['haldi, arishina, manjal, हल्दी', 'turmeric'],
  ['jeera, jira, zeera, jeerige, जीरा', 'jeera, cumin'],
  ['mirchi, mirch, lal mirch, मिर्च, मिर्ची', 'chilli'],
  ['dhaniya, dhania, kothimbir, kothamalli, धनिया', 'coriander'],
  ['masala, मसाला', 'masala'],
  ['garam masala, गरम मसाला', 'garam masala'],
  // Vegetables
  ['pyaz, pyaaz, piyaz, pyaj, kanda, vengayam, eerulli, प्याज', 'onion'],
  ['aloo, alu, batata, urulai, आलू', 'potato'],
  ['tamatar, tamater, tomatar, thakkali, टमाटर', 'tomato'],
  ['gajar, गाजर', 'carrot'],
  ['shimla mirch, capsicum, शिमला मिर्च', 'capsicum'],
  ['kheera, khira, kakdi, खीरा', 'cucumber'],
  ['baingan, baigan, begun, vangi, brinjal, बैंगन', 'brinjal'],
  ['bhindi, bhendi, vendakkai, भिंडी', 'lady finger, bhindi'],
  ['palak, saag, पालक', 'spinach'],
  ['gobhi, gobi, phool gobhi, phoolgobi, फूलगोभी, गोभी', 'cauliflower, cabbage'],
  ['patta gobhi, band gobhi, pattagobhi', 'cabbage'],
  ['adrak, adu, inji, अदरक', 'ginger'],
  ['lahsun, lehsun, lasun, poondu, लहसुन', 'garlic'],
  ['nimbu, nimboo, limbu, lime, नींबू', 'lemon'],
  ['chukandar, चुकंदर', 'beetroot'],
  ['matar, mutter, वटाणा, मटर', 'peas'],
  ['bhutta, makka, makai, भुट्टा', 'corn'],
  ['sabzi, sabji, subzi, sabziyan, tarkari, सब्ज़ी, सब्जी', 'vegetable'],
  ['veggies, veg', 'vegetable'],
  // Fruits
  ['phal, fal, फल', 'fruit'],
  ['aam, aamras, आम', 'mango'],
  ['kela, kele, vazhaipazham, केला', 'banana'],
  ['seb, saib, सेब', 'apple'],
  ['santra, santara, narangi, संतरा', 'orange'],
  ['angoor, angur, अंगूर', 'grapes'],
  ['anar, anaar, अनार', 'pomegranate'],
  ['papita, पपीता', 'papaya'],
  ['tarbooz, tarbuj, kalingad, तरबूज', 'watermelon'],
  ['amrood, amrud, peru, अमरूद', 'guava'],
  ['ananas, अनानास', 'pineapple'],
  // Snacks and drinks
  ['namkeen, namkin, नमकीन', 'bhujia, namkeen'],
  ['snack, snacks', 'namkeen, chips, bhujia'],
  ['biskut, biscut, बिस्कुट', 'biscuits'],
  ['cookie, cookies', 'cookies, biscuits'],
  ['mithai, sweets, mitha, मिठाई', 'soan papdi, mithai'],
  ['cold drink, cold drinks, soft drinks, thanda, कोल्ड ड्रिंक', 'soft drink, cola'],
  ['coke', 'coca cola'],
  ['juice, ras, जूस', 'juice'],
  ['pani, paani, पानी', 'water'],
  ['chips, wafers', 'chips'],
  // Personal care and home
  ['sabun, saabun, साबुन', 'soap'],
  ['manjan, दंत मंजन', 'toothpaste'],
  ['shampu, शैम्पू', 'shampoo'],
  ['baal tel, balon ka tel', 'hair oil'],
  ['surf, washing powder, kapde dhone', 'detergent'],
  ['bartan, bartan sabun, bhande', 'dishwash'],
  ['pocha, phenyl', 'floor cleaner'],
  ['machhar, machar, मच्छर', 'mosquito'],
  ['kachra, कचरा', 'garbage'],
  // Puja
  ['pooja, puja, poojan, पूजा', 'puja, pooja, poojan'],
  ['agarbatti, agarbathi, agarbati, अगरबत्ती', 'agarbatti'],
  ['dhoop, dhup, धूप', 'dhoop'],
  ['kapoor, kapur, karpur, कपूर', 'camphor'],
  ['diya, diye, deepak, diyas, दीया, दिया', 'diya'],
  ['kumkum, roli, sindoor, कुमकुम', 'kumkum'],
  ['chandan, चंदन', 'chandan'],
  ['batti, baati, jyot, बत्ती', 'wicks, batti'],
  ['supari, सुपारी', 'supari'],
  ['gangajal, गंगाजल', 'ganga jal'],
  ['mala, phool mala, genda, माला', 'garland'],
  ['gulab, गुलाब', 'rose'],
  ['havan, हवन', 'havan'],
  ['kalawa, mauli, moli, कलावा', 'kalawa'],
]

/**
 * How romanised Hindi is compared (and a Devanagari word's transliteration): long and short
 * vowels alike, w as v, z as j, q as k, ph as f, an h after a consonant dropped, doubled letters
 * single, a final a dropped. 'doodh', 'dudh' → 'dud'; 'pyaaz', 'pyaz' → 'pyaj'; 'chawal',
 * 'chaaval' → 'caval'.
 */
export function phoneticKey(word: string): string {
  const key = word
    .toLowerCase()
    .replace(/ph/g, 'f')
    .replace(/([bcdgjkpstr])h/g, '$1')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/(.)\1+/g, '$1')
  return key.length > 3 ? key.replace(/a$/, '') : key
}

const split = (list: string) =>
  list
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean)

/** Spelling (exact) and phonetic key → the product words it means. */
const exact = new Map<string, Set<string>>()
const byKey = new Map<string, Set<string>>()
/** Every spelling of two or more words the dictionary knows, for multi-word lookups. */
export const MULTI_WORD_SPELLINGS: string[] = []
/**
 * Every one-word spelling the dictionary knows, in the dictionary's order: what a typo is
 * corrected to ('tamatr' → 'tamatar') and what a half-typed word completes to ('pya' → 'pyaz').
 * Made with the dictionary, not on every search (a copy of the spellings per typed word cost
 * more than the edits counted over it).
 */
export const SINGLE_WORD_SPELLINGS: string[] = []

/** A term the store added in the admin area (ADR 035), in the search form, with its meanings. */
export type StoreSynonym = { term: string; targets: readonly string[] }

/**
 * Builds the dictionary: the shipped entries, then the store's own. A store term replaces the
 * shipped meaning of the same spelling (and of spellings that sound the same) and adds new ones.
 * Called once at start and again whenever the store's entries change (search-words-service.ts).
 */
export function applyStoreSynonyms(store: readonly StoreSynonym[]): void {
  exact.clear()
  byKey.clear()
  for (const [spellings, targets] of SYNONYMS) {
    // A Latin spelling also means the entry's Devanagari ones, so that 'doodh' finds a product
    // whose Hindi name is 'दूध' even when nothing else about it says milk.
    const devanagari = split(spellings).filter((w) => /[\u0900-\u097F]/.test(w))
    for (const spelling of split(spellings)) {
      for (const [map, key] of [
        [exact, spelling],
        [byKey, phoneticKey(spelling)],
      ] as const) {
        const set = map.get(key) ?? new Set<string>()
        for (const t of [...split(targets), ...devanagari]) set.add(t)
        map.set(key, set)
      }
    }
  }
  for (const { term, targets } of store) {
    exact.set(term, new Set(targets))
    byKey.set(phoneticKey(term), new Set(targets))
  }
  const spellings = [...exact.keys()]
  MULTI_WORD_SPELLINGS.splice(0, MULTI_WORD_SPELLINGS.length, ...spellings.filter((s) => s.includes(' ')))
  SINGLE_WORD_SPELLINGS.splice(0, SINGLE_WORD_SPELLINGS.length, ...spellings.filter((s) => !s.includes(' ')))
}
applyStoreSynonyms([])

/** Whether the shipped dictionary lists this spelling (the admin's entry then overrides it). */
export function isShippedSpelling(term: string): boolean {
  return SYNONYMS.some(([spellings]) => split(spellings).includes(term))
}

/** The shipped entries as lists, for the admin's read-only view. */
export function shippedEntries(): { spellings: string[]; targets: string[] }[] {
  return SYNONYMS.map(([spellings, targets]) => ({ spellings: split(spellings), targets: split(targets) }))
}

/**
 * The product words a typed word (or phrase) means, [] when the dictionary does not know it.
 * `loose` also takes spellings the dictionary does not list but that sound the same
 * ('pyaaj' for 'pyaaz'); the caller ranks those lower ('panee' is more likely paneer than pani).
 */
export function meaningsOf(word: string, loose = false): string[] {
  const found = exact.get(word) ?? (loose && word.length >= 3 ? byKey.get(phoneticKey(word)) : undefined)
  return found ? [...found].filter((t) => t !== word) : []
}

/** Whether the dictionary knows the word: it is then never 'corrected' to another product. */
export function isKnownWord(word: string): boolean {
  return exact.has(word) || (word.length >= 3 && byKey.has(phoneticKey(word)))
}
