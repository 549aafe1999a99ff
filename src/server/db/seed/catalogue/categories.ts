// The eight demo categories. The first two are the store's own; the other six are the names
// the spec (section 3) bundles pictures for, 'Poojan' and 'Puja' both included as given.

export type DemoCategory = {
  slug: string
  name: string
  description: string
  /** What a Hindi shopper reads instead (decisions 22). */
  hindiName: string
  hindiDescription: string
  icon: string
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    slug: 'fruits-vegetables',
    name: 'Fruits & Vegetables',
    description: 'Farm-fresh fruits, seasonal vegetables and leafy greens, picked every morning.',
    hindiName: 'फल और सब्ज़ियाँ',
    hindiDescription: 'खेत से ताज़े फल, मौसमी सब्ज़ियाँ और हरी पत्तेदार सब्ज़ियाँ, हर सुबह चुनी हुई।',
    icon: '🥦',
  },
  {
    slug: 'dairy-bread-eggs',
    name: 'Dairy, Bread & Eggs',
    description: 'Milk, curd, paneer, butter, ice cream, fresh bread and eggs for every day.',
    hindiName: 'डेयरी, ब्रेड और अंडे',
    hindiDescription: 'रोज़ के लिए दूध, दही, पनीर, मक्खन, आइसक्रीम, ताज़ी ब्रेड और अंडे।',
    icon: '🥛',
  },
  {
    slug: 'grocery-kitchen',
    name: 'Grocery & Kitchen',
    description: 'Atta, rice, dals, oils, ghee, masalas, tea and coffee: the kitchen staples.',
    hindiName: 'किराना और रसोई',
    hindiDescription: 'आटा, चावल, दालें, तेल, घी, मसाले, चाय और कॉफ़ी: रसोई की ज़रूरी चीज़ें।',
    icon: '🌾',
  },
  {
    slug: 'snacks-drinks',
    name: 'Snacks & Drinks',
    description: 'Namkeen, chips, biscuits, chocolates, juices and cold drinks.',
    hindiName: 'स्नैक्स और पेय',
    hindiDescription: 'नमकीन, चिप्स, बिस्कुट, चॉकलेट, जूस और कोल्ड ड्रिंक।',
    icon: '🍿',
  },
  {
    slug: 'beauty-personal-care',
    name: 'Beauty & Personal Care',
    description: 'Soaps, shampoos, hair oils, skin care and oral care for the whole family.',
    hindiName: 'सौंदर्य और पर्सनल केयर',
    hindiDescription: 'पूरे परिवार के लिए साबुन, शैम्पू, बालों का तेल, त्वचा और दाँतों की देखभाल।',
    icon: '🧴',
  },
  {
    slug: 'household-essentials',
    name: 'Household Essentials',
    description: 'Detergents, cleaners, dishwash, repellents and kitchen rolls for a tidy home.',
    hindiName: 'घरेलू ज़रूरतें',
    hindiDescription: 'साफ़-सुथरे घर के लिए डिटर्जेंट, क्लीनर, डिशवॉश, मच्छर भगाने वाले और किचन रोल।',
    icon: '🧽',
  },
  {
    slug: 'poojan-samagri',
    name: 'Poojan Samagri',
    description: 'Agarbatti, dhoop, camphor, kumkum and cotton wicks for the daily pooja.',
    hindiName: 'पूजन सामग्री',
    hindiDescription: 'रोज़ की पूजा के लिए अगरबत्ती, धूप, कपूर, कुमकुम और रुई की बत्तियाँ।',
    icon: '🪔',
  },
  {
    slug: 'puja-samagri',
    name: 'Puja Samagri',
    description: 'Diyas, thalis, Ganga jal, garlands and havan samagri for festivals and rituals.',
    hindiName: 'पूजा सामग्री',
    hindiDescription: 'त्योहारों और अनुष्ठानों के लिए दीये, थाली, गंगा जल, मालाएँ और हवन सामग्री।',
    icon: '🕉️',
  },
]

export function categoryImageUrl(slug: string): string {
  return `/images/categories/${slug}.webp`
}

export function productImageUrl(slug: string): string {
  return `/images/products/${slug}.webp`
}
