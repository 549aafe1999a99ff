// Reviews of the demo catalogue (issue 9 item 5, decisions.md 20): what the demo store's ratings
// and review counts are computed from. Written by hand as shoppers in Indian cities write them,
// in English with the Hindi words people mix in. Products are named by their slug (name + unit,
// as demo-types.ts makes it); seed-demo-reviews.test.ts checks that every slug names a product.
// About a third of the catalogue has no reviews yet, as in any young store.
//
// Each entry: [reviewer, stars, days before the seed, title, comment, options]. `verified` makes
// the seed give the reviewer a delivered order of the product before the review (decisions.md 10:
// a verified purchase is a real order); `helpful` is how many other demo reviewers voted it helpful.

export const DEMO_REVIEWERS = {
  priya: 'Priya Sharma',
  rohan: 'Rohan Mehta',
  ananya: 'Ananya Iyer',
  vikram: 'Vikram Reddy',
  sneha: 'Sneha Kulkarni',
  arjun: 'Arjun Nair',
  fatima: 'Fatima Khan',
  harpreet: 'Harpreet Kaur',
  rahul: 'Rahul Verma',
  deepa: 'Deepa Menon',
  karthik: 'Karthik Subramanian',
  neha: 'Neha Gupta',
  aditya: 'Aditya Joshi',
  pooja: 'Pooja Patel',
  sandeep: 'Sandeep Singh',
  meera: 'Meera Krishnan',
  imran: 'Imran Sheikh',
  lakshmi: 'Lakshmi Rao',
  amit: 'Amit Banerjee',
  divya: 'Divya Pillai',
  suresh: 'Suresh Babu',
  kavya: 'Kavya Hegde',
  manish: 'Manish Agarwal',
  riya: 'Riya Das',
  tanvi: 'Tanvi Shah',
  gaurav: 'Gaurav Chauhan',
  nisha: 'Nisha Thomas',
  abhishek: 'Abhishek Mishra',
  shalini: 'Shalini Bhat',
  farhan: 'Farhan Qureshi',
} as const

export type DemoReviewer = keyof typeof DEMO_REVIEWERS
type Options = { verified?: boolean; helpful?: number }
export type DemoReview = [
  by: DemoReviewer,
  stars: 1 | 2 | 3 | 4 | 5,
  daysAgo: number,
  title: string,
  comment: string,
  options?: Options,
]

const V = { verified: true } as const
const vh = (helpful: number): Options => ({ verified: true, helpful })
const h = (helpful: number): Options => ({ helpful })

export const DEMO_REVIEWS: Readonly<Record<string, readonly DemoReview[]>> = {
  // ─── Fruits & Vegetables ───────────────────────────────────────────────────
  'alphonso-mango-1-kg': [
    [
      'meera',
      5,
      48,
      'Proper Ratnagiri hapus',
      'Sweet, fragrant and no fibre at all. Four of the five were ready to eat on day two, the last one ripened by the weekend. Worth the price in season.',
      vh(14),
    ],
    [
      'rahul',
      4,
      33,
      'Good but ripen them at home',
      'Came a little raw, kept them in newspaper for three days and then they were lovely. One had a black spot inside.',
      h(5),
    ],
    [
      'tanvi',
      5,
      9,
      'Aamras sorted',
      'Made aamras for the whole family from one kilo. Pure sweetness, no sourness. Ordering again this Sunday.',
    ],
  ],
  'banana-robusta-6-pcs': [
    [
      'karthik',
      4,
      36,
      'Good for the week',
      'Slightly green on arrival which is what I want, they last till Friday. Size is decent.',
      V,
    ],
    [
      'deepa',
      3,
      20,
      'Two were bruised',
      'Taste is fine but two of the six were bruised from the bag. Please pack them on top of the heavy things, not under.',
    ],
  ],
  'shimla-apple-1-kg': [
    [
      'harpreet',
      5,
      41,
      'Crunchy and juicy',
      'These reminded me of the apples we get in Chandigarh in October. Crisp, not mealy at all. Kids finished them in two days.',
      vh(6),
    ],
    [
      'amit',
      4,
      18,
      'Nice apples',
      'Good size and colour, one was slightly soft. Overall happy with the quality for this price.',
    ],
  ],
  'nagpur-orange-1-kg': [
    [
      'sneha',
      5,
      52,
      'Asli Nagpur santra',
      'Thin skin, very juicy, the right mix of sweet and tangy. Took me back to winters at my nani ka ghar.',
      vh(8),
    ],
    [
      'suresh',
      3,
      15,
      'A bit sour this time',
      'Last week they were sweet, this batch is on the sour side. Still fine for juice with a pinch of sugar.',
    ],
  ],
  'green-grapes-500-g': [
    [
      'riya',
      4,
      27,
      'Seedless and sweet',
      'Crisp grapes, mostly sweet. A few loose ones in the box but no rotten ones.',
    ],
  ],
  'pomegranate-anar-500-g': [
    [
      'lakshmi',
      5,
      38,
      'Deep red seeds',
      'Both fruits were heavy and full of dark red dana. Good for my father who needs it daily.',
      V,
    ],
    ['gaurav', 4, 11, 'Good quality', 'Sweet and fresh. Would like the option of a bigger pack.'],
  ],
  'papaya-1-pc': [
    [
      'ananya',
      4,
      30,
      'Ripe on the second day',
      'Medium sized papaya, ripened nicely by the next morning. Sweet and orange inside.',
    ],
  ],
  'watermelon-kiran-1-pc': [
    [
      'vikram',
      5,
      45,
      'Summer saviour',
      'Dark red inside and really sweet. Delivery guy carried it up to the fourth floor without complaining, bless him.',
      vh(11),
    ],
    [
      'fatima',
      2,
      22,
      'Pale inside',
      'Looked fine outside but was pale pink and bland inside. Got a refund through support, but disappointed.',
      h(4),
    ],
  ],
  'guava-amrood-500-g': [
    [
      'abhishek',
      5,
      19,
      'Allahabadi taste',
      'Hard, crunchy amrood exactly the way I like it. Eat it with kala namak and chilli, mazaa aa gaya.',
    ],
  ],
  'tomato-hybrid-1-kg': [
    [
      'pooja',
      4,
      35,
      'Firm and red',
      'Firm tomatoes, good for gravy. One or two were a little too ripe, fine for the same day.',
      V,
    ],
    [
      'imran',
      5,
      14,
      'Better than the mandi',
      'Honestly better than what I get at the local mandi and I did not have to go out in the heat.',
      h(3),
    ],
    ['divya', 3, 6, 'Mixed batch', 'Some very red, some still orange. Taste is okay.'],
  ],
  'onion-1-kg': [
    [
      'manish',
      4,
      44,
      'Good sized onions',
      'Medium to large onions, dry and firm, none sprouting. Price was lower than my local shop that week.',
      V,
    ],
    ['kavya', 4, 8, 'No complaints', 'Clean onions, not much mud. Good for a week of cooking.'],
  ],
  'potato-1-kg': [
    [
      'sandeep',
      4,
      39,
      'Good for aloo paratha',
      'Floury potatoes that mash well. A couple of small ones in the mix but fine.',
      V,
    ],
    [
      'nisha',
      3,
      17,
      'Some green patches',
      'Two potatoes had green patches, had to cut them off. Rest were fine.',
    ],
  ],
  'carrot-ooty-500-g': [
    [
      'ananya',
      5,
      34,
      'Sweet Ooty carrots',
      'Bright orange and sweet, perfect for gajar halwa season. Thin ones, no woody core.',
      V,
    ],
  ],
  'green-capsicum-250-g': [
    ['tanvi', 4, 25, 'Shiny and firm', 'Two good sized capsicums, firm and shiny. Used them in pav bhaji.'],
  ],
  'cucumber-500-g': [
    ['harpreet', 4, 13, 'Crisp kheera', 'Crisp, not bitter at the ends. Good for salad and raita.'],
  ],
  'lady-finger-bhindi-250-g': [
    [
      'priya',
      5,
      43,
      'Tender bhindi',
      'Tender, snaps at the tip, no fibrous ones. Bhindi fry came out perfect.',
      vh(5),
    ],
    [
      'arjun',
      3,
      16,
      'A few overgrown',
      'Half were tender, a few were long and hard. Please pick the smaller ones.',
    ],
  ],
  'coriander-leaves-100-g': [
    [
      'deepa',
      4,
      21,
      'Fresh dhaniya',
      'Fresh and fragrant, lasted five days in a box with tissue paper. Quantity is generous.',
    ],
    ['rahul', 2, 4, 'Yellow leaves', 'This time half the bunch had yellow leaves. Usually it is fine.'],
  ],
  'palak-spinach-250-g': [
    [
      'meera',
      4,
      37,
      'Clean palak',
      'Leaves were clean with very little mud. Made palak paneer the same evening.',
      V,
    ],
  ],
  'cauliflower-1-pc': [
    [
      'gaurav',
      4,
      28,
      'White and tight',
      'Tight white florets, no worms when I cut it. Good size for four people.',
    ],
  ],
  'ginger-adrak-250-g': [
    [
      'sneha',
      5,
      12,
      'Juicy adrak',
      'Juicy and strong, great for adrak wali chai. Not dried out like the supermarket ones.',
    ],
  ],
  'garlic-lahsun-250-g': [
    ['fatima', 4, 33, 'Big cloves', 'Big cloves that peel easily. Good quality for the price.', V],
  ],
  'lemon-nimbu-4-pcs': [
    ['vikram', 4, 23, 'Juicy nimbu', 'Thin skinned and juicy. Four lemons made a jug of shikanji.'],
  ],
  'green-peas-matar-500-g': [
    [
      'amit',
      5,
      40,
      'Sweet matar',
      'Pods were full and the peas sweet. Made matar paneer and kachori, everyone loved it.',
      V,
    ],
  ],

  // ─── Dairy, Bread & Eggs ───────────────────────────────────────────────────
  'amul-taaza-toned-milk-500-ml': [
    [
      'priya',
      5,
      46,
      'Fresh every single morning',
      'Comes chilled and the packets never leak. Chai banti hai ekdum perfect. Have been ordering daily for two months now.',
      vh(18),
    ],
    [
      'rohan',
      4,
      24,
      'Good milk, pick the morning slot',
      'Milk is always fresh but pick the 7–9 AM slot. An evening delivery once came a little warm.',
      h(6),
    ],
    [
      'lakshmi',
      5,
      70,
      'Reliable',
      'Same taste as the Amul packet from the local dairy, and no need to go down early. Sets good curd too.',
      V,
    ],
    [
      'karthik',
      4,
      3,
      'Does the job',
      'Standard toned milk, fresh dates every time. Would be nice to have a subscription.',
    ],
  ],
  'amul-gold-full-cream-milk-1-l': [
    [
      'harpreet',
      5,
      55,
      'Thick and creamy',
      'Proper full cream milk, a thick layer of malai after boiling. I make paneer at home with it and it never disappoints.',
      vh(9),
    ],
    [
      'neha',
      4,
      29,
      'Good for kids',
      'My son drinks two glasses a day, he likes it better than toned. Packets are always within date.',
    ],
    [
      'sandeep',
      5,
      10,
      'Best for kheer',
      'Made kheer for Sunday, the rich taste came from this milk. Highly recommend.',
    ],
  ],
  'nandini-toned-milk-500-ml': [
    [
      'kavya',
      5,
      42,
      'Our Nandini',
      'Nothing beats Nandini for filter coffee. Always fresh, always on time. Namma Bengaluru favourite.',
      vh(12),
    ],
    [
      'suresh',
      5,
      19,
      'Good value',
      'Cheapest toned milk and the quality is consistent. Delivery before 8 is a big help.',
    ],
  ],
  'mother-dairy-cow-milk-1-l': [
    [
      'abhishek',
      4,
      31,
      'Handy to keep',
      'Keep a couple of these in the cupboard for emergencies. Taste is a little different from fresh milk but fine.',
    ],
  ],
  'amul-masti-dahi-400-g': [
    ['divya', 5, 38, 'Thick dahi', 'Thick and not sour, great for curd rice. Cup was sealed properly.', V],
    [
      'rahul',
      4,
      13,
      'Good curd',
      'Nice and creamy. Sometimes a bit sour by the expiry date, so eat it fast.',
    ],
  ],
  'mother-dairy-mishti-doi-400-g': [
    [
      'amit',
      5,
      47,
      'Almost like Kolkata',
      'Not exactly like the clay-pot mishti doi from home but very close. Caramel taste is there. Finished in one sitting.',
      vh(7),
    ],
    [
      'riya',
      4,
      16,
      'Sweet tooth approved',
      'Lovely after a spicy meal. A bit too sweet for my husband but I loved it.',
    ],
  ],
  'epigamia-greek-yogurt-blueberry-90-g': [
    ['tanvi', 4, 21, 'Tasty snack', 'Thick and creamy with real blueberry bits. A bit pricey for the size.'],
  ],
  'amul-masti-spiced-buttermilk-200-ml': [
    [
      'vikram',
      5,
      26,
      'Chaas for the summer',
      'Perfectly spiced, not too salty. I stock a dozen in the fridge every week.',
    ],
  ],
  'fresh-paneer-200-g': [
    [
      'harpreet',
      5,
      37,
      'Soft malai paneer',
      'Very soft and fresh, did not crumble in the gravy. Tasted like homemade.',
      vh(10),
    ],
    [
      'pooja',
      3,
      15,
      'Fine, a bit watery',
      'Good taste but there was a lot of water in the pack. Had to press it before cooking.',
    ],
  ],
  'amul-malai-paneer-200-g': [
    [
      'neha',
      4,
      40,
      'Consistent',
      'Always the same quality, cubes nicely for tikka. Good to keep in the fridge.',
      V,
    ],
    [
      'gaurav',
      5,
      7,
      'Paneer butter masala hit',
      'Soft even after grilling. Paneer butter masala was a hit at home.',
    ],
  ],
  'milky-mist-low-fat-paneer-200-g': [
    [
      'aditya',
      4,
      22,
      'Good for protein',
      'I use it for my gym diet. Firm, low fat and tastes decent. Slightly rubbery when raw.',
    ],
  ],
  'amul-butter-100-g': [
    [
      'rohan',
      5,
      50,
      'Utterly butterly',
      'It is Amul butter, what more to say. Toast, pav bhaji, everything. Always fresh stock here.',
      vh(8),
    ],
    [
      'imran',
      5,
      18,
      'Never out of stock',
      'Other apps often show it out of stock, here it always comes. Fresh date too.',
    ],
  ],
  'amul-pure-ghee-1-l': [
    [
      'lakshmi',
      5,
      60,
      'Danedar ghee',
      'Lovely granular texture and the aroma fills the kitchen. Used it for Diwali sweets.',
      vh(13),
    ],
    [
      'manish',
      4,
      32,
      'Good ghee, tin was dented',
      'Ghee quality is great, but the tin had a dent. Packing could be better for heavy items.',
      h(2),
    ],
  ],
  'amul-cheese-slices-200-g': [
    ['nisha', 4, 27, 'Kids love it', 'Sandwich slices for the school tiffin. Slices separate easily.'],
  ],
  'kwality-walls-vanilla-ice-cream-700-ml': [
    [
      'riya',
      4,
      25,
      'Came frozen solid',
      'Was worried it would melt but it came rock hard in an insulated bag. Classic vanilla taste.',
    ],
  ],
  'havmor-chocolate-ice-cream-700-ml': [
    [
      'farhan',
      5,
      35,
      'Rich chocolate',
      'Very chocolaty, not icy. Much better than the other brands at this price.',
      V,
    ],
    [
      'tanvi',
      4,
      14,
      'Nice tub',
      'Good taste. Tub lid was a bit sticky from melting at the edges but fine inside.',
    ],
  ],
  'amul-kesar-pista-ice-cream-1-l': [
    [
      'sneha',
      5,
      30,
      'Like kulfi in a tub',
      "Lots of pista and real kesar flavour. Family pack vanished at my daughter's birthday.",
    ],
  ],
  'baskin-robbins-alphonso-mango-ice-cream-500-ml': [
    [
      'meera',
      5,
      44,
      'Tastes of real mango',
      'You can taste the Alphonso. A little expensive but worth it as a treat.',
      V,
    ],
  ],
  'mother-dairy-malai-kulfi-4-pcs': [
    [
      'abhishek',
      4,
      20,
      'Good kulfi',
      'Creamy malai kulfi, reminds me of the matka kulfi near my college. Sticks are small though.',
    ],
  ],
  'britannia-brown-bread-400-g': [
    [
      'karthik',
      4,
      39,
      'Fresh loaf',
      'Soft and within date, four days of shelf life left when it came. Good for sandwiches.',
      V,
    ],
    ['divya', 3, 9, 'Fine', 'Bread is fine, but this loaf was squashed on one side.'],
  ],
  'english-oven-multigrain-bread-450-g': [
    ['aditya', 5, 28, 'Best multigrain', 'Lots of seeds, soft and filling. My breakfast staple now.'],
  ],
  'ladi-pav-6-pcs': [
    [
      'sneha',
      5,
      33,
      'Mumbai style pav',
      'Soft and fluffy, exactly what you need for vada pav and pav bhaji. Came warm once even!',
      V,
    ],
  ],
  'farm-fresh-white-eggs-6-pcs': [
    [
      'rohan',
      4,
      36,
      'No broken eggs',
      'Well packed in a tray, none broken in five orders now. Fresh yolks.',
      V,
    ],
  ],
  'farm-fresh-white-eggs-12-pcs': [
    [
      'aditya',
      5,
      45,
      'Daily protein',
      'Good sized eggs, always fresh. The dozen tray is better value.',
      vh(4),
    ],
    [
      'nisha',
      2,
      12,
      'One broken, one bad',
      'One egg was cracked and one smelled off. Support refunded it, but please check the trays.',
      h(3),
    ],
  ],
  'country-brown-eggs-6-pcs': [
    [
      'farhan',
      4,
      24,
      'Desi anda taste',
      'Smaller than the white ones but the yolk is darker and tastier. Pricey though.',
    ],
  ],

  // ─── Grocery & Kitchen ─────────────────────────────────────────────────────
  'aashirvaad-shudh-chakki-atta-5-kg': [
    [
      'harpreet',
      5,
      58,
      'Soft rotis',
      "Rotis stay soft till evening for my husband's tiffin. Same quality bag after bag.",
      vh(15),
    ],
    [
      'pooja',
      4,
      34,
      'Good atta, heavy bag delivered upstairs',
      'Quality is good and the delivery person brought the 5 kg bag to the door. Slight price increase this month.',
      V,
    ],
    ['sandeep', 5, 11, 'Ghar jaisi roti', 'Best packaged atta I have tried. Phulkas puff up nicely.'],
  ],
  'fortune-chakki-fresh-atta-10-kg': [
    [
      'manish',
      4,
      47,
      'Value pack',
      'For a family of six the 10 kg bag is good value. Rotis are fine, slightly less soft than Aashirvaad.',
      V,
    ],
  ],
  'india-gate-basmati-rice-classic-1-kg': [
    [
      'farhan',
      5,
      52,
      'Long grains',
      'Grains double in length and stay separate. Made biryani for Eid, very fragrant.',
      vh(9),
    ],
    ['neha', 4, 19, 'Good for pulao', 'Nice aroma, a bit expensive for daily use. We keep it for guests.'],
  ],
  'daawat-rozana-basmati-rice-5-kg': [
    [
      'imran',
      4,
      38,
      'Everyday basmati',
      'Not as long as premium basmati but good for daily rice. Cooks evenly.',
      V,
    ],
  ],
  'sona-masoori-rice-5-kg': [
    [
      'suresh',
      5,
      44,
      'Good sona masoori',
      'Soft, light rice, good for sambar rice and curd rice. No stones or dust.',
      vh(6),
    ],
    ['kavya', 4, 17, 'Clean rice', 'Clean and cooks well. Bag seal was slightly torn but nothing spilled.'],
  ],
  'tata-salt-1-kg': [['deepa', 5, 26, 'Desh ka namak', 'Nothing to say, it is Tata Salt. Always in stock.']],
  'tata-sampann-unpolished-toor-dal-1-kg': [
    [
      'lakshmi',
      5,
      49,
      'Cooks fast',
      'Unpolished dal cooks in three whistles and the sambar tastes better. Noticeably cleaner than loose dal.',
      vh(7),
    ],
    ['karthik', 4, 21, 'Good dal', 'Good quality, slightly expensive compared to loose toor dal.'],
  ],
  'tata-sampann-moong-dal-1-kg': [
    ['priya', 4, 31, 'Clean moong dal', 'Clean and uniform, good for khichdi when someone is unwell.'],
  ],
  'rajma-chitra-500-g': [
    [
      'harpreet',
      5,
      40,
      'Rajma chawal Sunday',
      'Soaked overnight and it cooked soft and creamy. Proper Punjabi rajma chawal.',
      V,
    ],
  ],
  'kabuli-chana-1-kg': [
    [
      'sandeep',
      4,
      23,
      'Big chana',
      'Big white chana, soaks and cooks well. Made chole bhature, paisa vasool.',
    ],
  ],
  'tata-sampann-besan-500-g': [
    ['tanvi', 4, 29, 'Fine besan', 'Fine texture, good for dhokla and pakoras. No lumps.'],
  ],
  'bombay-rava-sooji-500-g': [
    ['divya', 4, 15, 'Good for upma', 'Clean rava, no insects. Upma came out fluffy.'],
  ],
  'thick-poha-500-g': [
    [
      'aditya',
      5,
      37,
      'Kanda poha every day',
      'Thick flakes that do not turn mushy. Perfect Maharashtrian kanda poha.',
      V,
    ],
  ],
  'fortune-sunflower-oil-1-l': [
    ['nisha', 4, 33, 'Light oil', 'Light and does not smell. Pouch was well sealed.'],
  ],
  'saffola-gold-refined-oil-1-l': [
    [
      'amit',
      4,
      42,
      'Doctor recommended',
      "Switched on my doctor's advice. Food tastes the same, which is what I wanted.",
      V,
    ],
  ],
  'dhara-kachi-ghani-mustard-oil-1-l': [
    [
      'riya',
      5,
      27,
      'Proper jhaanj',
      'Strong, pungent kachi ghani smell, just like home in Bengal. Great for fish curry and achaar.',
      h(4),
    ],
  ],
  'mdh-shahi-paneer-masala-100-g': [
    [
      'neha',
      4,
      22,
      'Restaurant style',
      'Gives that restaurant taste to shahi paneer. Use less than the box says, it is strong.',
    ],
  ],
  'everest-garam-masala-100-g': [
    ['manish', 5, 36, 'Strong aroma', 'Fresh pack with a strong aroma. A pinch is enough.', V],
  ],
  'everest-kashmiri-chilli-powder-100-g': [
    ['vikram', 4, 18, 'Good colour', 'Gives a nice red colour without too much heat, as it should.'],
  ],
  'catch-turmeric-powder-200-g': [
    ['kavya', 4, 30, 'Bright haldi', 'Bright yellow and fresh. Sprinkler cap is handy.'],
  ],
  'tata-tea-premium-500-g': [
    [
      'rohan',
      5,
      54,
      'Kadak chai',
      'Strong colour and taste, makes proper kadak chai. Has been our house tea for years.',
      vh(8),
    ],
    ['gaurav', 4, 25, 'Good tea', 'Good tea at a fair price. Quick delivery when we ran out.'],
  ],
  'red-label-tea-500-g': [
    ['shalini', 4, 32, 'Consistent', 'Same taste every time, good with ginger and elaichi.'],
  ],
  'bru-instant-coffee-100-g': [
    [
      'karthik',
      3,
      28,
      'Okay for instant',
      'Fine for a quick cup, but nothing like filter coffee. Jar was sealed properly.',
    ],
  ],
  'nescafe-classic-coffee-100-g': [
    [
      'ananya',
      5,
      35,
      'Morning fuel',
      'Strong and smooth. Makes a great beaten coffee with milk and sugar.',
      V,
    ],
  ],
  'maggi-2-minute-noodles-4-pcs': [
    [
      'abhishek',
      5,
      48,
      'Hostel nostalgia',
      'Two minutes is a lie, it takes five, but it still tastes like hostel nights. Always in my cupboard.',
      vh(16),
    ],
    ['riya', 4, 14, 'Midnight snack', 'Ordered at 11 pm and it came in minutes. Dates were fresh.'],
    ['imran', 5, 5, 'Classic', 'Masala Maggi with extra veggies, Sunday evening sorted.'],
  ],
  'kissan-mixed-fruit-jam-500-g': [
    [
      'nisha',
      4,
      24,
      'Kids favourite',
      'My kids want it on every slice of bread. Glass jar came well wrapped.',
    ],
  ],
  'mothers-recipe-mango-pickle-400-g': [
    [
      'pooja',
      4,
      41,
      'Tangy achaar',
      'Good tangy taste, a little less oil than homemade. Nice with parathas.',
      V,
    ],
    ['suresh', 3, 20, 'Too salty for me', "Taste is okay but quite salty. My mother's is better, of course."],
  ],
  'kelloggs-corn-flakes-475-g': [
    ['aditya', 4, 26, 'Crunchy', 'Crunchy flakes, box was not crushed. Quick breakfast on office days.'],
  ],
  'saffola-masala-oats-500-g': [
    ['shalini', 4, 34, 'Tasty oats', 'Tastes like a light upma, not boring oats. Good evening snack.', V],
  ],
  'dabur-honey-500-g': [
    ['lakshmi', 4, 29, 'Good honey', 'Thick and sweet. I take it with warm water in the morning.'],
  ],

  // ─── Snacks & Drinks ───────────────────────────────────────────────────────
  'haldirams-aloo-bhujia-400-g': [
    [
      'gaurav',
      5,
      51,
      'Chai ka saathi',
      'Crispy and fresh, the big pack lasts a week with evening chai. Never stale.',
      vh(10),
    ],
    ['neha', 4, 23, 'Family favourite', 'Everyone at home loves it. Wish it came in a resealable pack.'],
  ],
  'bikaji-bikaneri-bhujia-400-g': [
    [
      'manish',
      5,
      39,
      'More teekha than Haldiram',
      'Spicier and thinner than Haldiram, just how Marwaris like it. Fresh batch.',
      V,
    ],
  ],
  'lays-indias-magic-masala-52-g': [
    ['riya', 4, 19, 'Blue Lays forever', 'Magic masala is still the best flavour. Packets were not crushed.'],
    ['farhan', 4, 7, 'Half air', 'Tasty as always, but the packet is half air. That is Lays, not the store.'],
  ],
  'kurkure-masala-munch-90-g': [
    ['abhishek', 4, 16, 'Crunchy snack', 'Good for movie nights. Fresh and crunchy.'],
  ],
  'parle-g-original-gluco-biscuits-800-g': [
    [
      'sandeep',
      5,
      43,
      'Parle-G is an emotion',
      'Dunk in chai, perfect. The family pack is great value.',
      vh(9),
    ],
    ['tanvi', 4, 12, 'Good value', 'Cheap and tasty, kids take them to school.'],
  ],
  'britannia-good-day-cashew-cookies-200-g': [
    ['harpreet', 4, 30, 'Buttery', 'Nice buttery cookies with visible cashew bits. Good with evening tea.'],
  ],
  'britannia-bourbon-cream-biscuits-150-g': [
    ['rahul', 4, 21, 'Chocolate cream', 'Classic bourbon. Cream is thinner than I remember but still good.'],
  ],
  'oreo-vanilla-creme-biscuits-120-g': [
    ['riya', 4, 17, 'Twist, lick, dunk', "My daughter's favourite. Pack was intact."],
  ],
  'cadbury-dairy-milk-silk-60-g': [
    ['ananya', 5, 33, 'Smooth', 'Smoothest chocolate, came cold and not melted even in the afternoon.', V],
    ['shalini', 4, 13, 'Small bar', 'Delicious but the 60 g bar is gone in a minute. Buy the bigger one.'],
  ],
  'nestle-kitkat-38-5-g': [
    ['divya', 4, 18, 'Have a break', 'Crispy wafer, chocolate not melted. Good quick treat.'],
  ],
  'amul-dark-chocolate-150-g': [
    [
      'kavya',
      4,
      28,
      'Good dark chocolate',
      'Not too bitter, not too sweet. Great value compared to imported brands.',
    ],
  ],
  'haldirams-soan-papdi-500-g': [
    [
      'sneha',
      4,
      46,
      'Flaky and fresh',
      'Fresh and flaky, melts in the mouth. Gifted a box at Diwali, and nobody regifted it this time!',
      vh(6),
    ],
  ],
  'thums-up-750-ml': [['vikram', 5, 20, 'Toofani', 'Came chilled. Nothing beats Thums Up with biryani.']],
  'frooti-mango-drink-600-ml': [
    ['riya', 4, 15, 'Fresh and juicy', 'Sweet mango taste, kids love it in summer.'],
  ],
  'real-fruit-power-mixed-fruit-juice-1-l': [
    ['nisha', 3, 24, 'Too sweet', 'Nice flavour but a lot of added sugar. I dilute it with water.'],
  ],
  'paper-boat-aam-panna-250-ml': [
    [
      'abhishek',
      5,
      22,
      'Tastes like home',
      'Tangy, with jeera and kala namak, just like mummy makes in summer.',
      h(3),
    ],
  ],
  'bisleri-mineral-water-1-l': [
    ['suresh', 4, 10, 'Sealed bottles', 'Seals intact, came cold. Useful when the RO was being repaired.'],
  ],

  // ─── Beauty & Personal Care ────────────────────────────────────────────────
  'dettol-original-handwash-200-ml': [
    ['deepa', 5, 37, 'Trusted', 'Always keep one at the wash basin. Pump works well.', V],
  ],
  'lifebuoy-total-10-soap-4-pcs': [
    ['rahul', 4, 25, 'Value pack', 'Four soaps at a good price. Lasts the family a month.'],
  ],
  'dove-cream-beauty-bathing-bar-3-pcs': [
    ['ananya', 5, 41, 'Soft skin', 'Does not dry my skin even in Bengaluru winters. Genuine product.', V],
  ],
  'santoor-sandal-and-turmeric-soap-4-pcs': [
    ['pooja', 4, 27, 'Nice fragrance', 'Lovely sandal smell that stays for a while. Good for the price.'],
  ],
  'medimix-ayurvedic-soap-3-pcs': [
    ['meera', 5, 35, 'Old faithful', 'Been using Medimix since school. Good for acne-prone skin.'],
  ],
  'colgate-strong-teeth-toothpaste-200-g': [
    ['karthik', 4, 31, 'Standard', 'Regular Colgate, big tube lasts long. Expiry was far off.'],
  ],
  'head-and-shoulders-anti-dandruff-shampoo-340-ml': [
    ['aditya', 4, 44, 'Works for dandruff', 'Cleared my dandruff in two weeks. Genuine bottle with seal.', V],
    ['shalini', 3, 16, 'Dries my hair', 'Works on dandruff but my hair feels dry, need conditioner after.'],
  ],
  'parachute-coconut-oil-250-ml': [
    [
      'lakshmi',
      5,
      39,
      'Pure coconut oil',
      'Pure oil, solidifies in winter as real coconut oil should. Champi every Sunday.',
      V,
    ],
  ],
  'dabur-amla-hair-oil-275-ml': [
    ['harpreet', 4, 22, 'Nostalgic smell', "Smells just like my mother's hair oil. Hair feels stronger."],
  ],
  'nivea-soft-light-moisturising-cream-100-ml': [
    ['tanvi', 5, 29, 'Light and non-greasy', 'Absorbs quickly, not sticky. My daily face cream now.'],
  ],
  'boroline-antiseptic-cream-20-g': [
    [
      'amit',
      5,
      48,
      'Every Bengali home has one',
      'Cracked heels, small cuts, dry lips: Boroline fixes everything. Genuine green tube.',
      vh(5),
    ],
  ],
  'himalaya-purifying-neem-face-wash-150-ml': [
    ['kavya', 4, 24, 'Good for oily skin', 'Controls oil, gentle on skin. Been using for years.'],
  ],
  'whisper-ultra-clean-sanitary-pads-30-pcs': [
    [
      'neha',
      5,
      34,
      'Discreet and quick',
      'Came in a plain bag, quickly. Good to have it delivered without a trip to the chemist.',
      V,
    ],
  ],

  // ─── Household Essentials ──────────────────────────────────────────────────
  'surf-excel-easy-wash-detergent-powder-1-kg': [
    [
      'priya',
      4,
      42,
      'Removes stains',
      "Removes the kids' school uniform stains with a little scrubbing. Good pack.",
      V,
    ],
  ],
  'surf-excel-matic-liquid-detergent-1-l': [
    [
      'vikram',
      5,
      36,
      'Great for the machine',
      'Dissolves fully in the front loader, clothes smell fresh. No residue.',
      V,
    ],
    ['deepa', 4, 15, 'Good but pricey', 'Works very well, just expensive compared to powder.'],
  ],
  'tide-plus-double-power-detergent-1-kg': [
    ['sandeep', 4, 30, 'Good value', 'Cleans well for the price. Fragrance is strong.'],
  ],
  'vim-dishwash-bar-3-pcs': [
    ['lakshmi', 4, 26, 'Lemon fresh', 'Cuts the oil on kadhais well. Three bars last our house two months.'],
  ],
  'vim-dishwash-liquid-gel-500-ml': [
    [
      'riya',
      5,
      19,
      'A few drops enough',
      'Very concentrated, a few drops for a sink full of dishes. Good lemon smell.',
    ],
  ],
  'harpic-power-plus-toilet-cleaner-1-l': [
    [
      'manish',
      4,
      33,
      'Does the job',
      'Removes yellow stains with ten minutes of soaking. Cap was childproof and sealed.',
      V,
    ],
  ],
  'lizol-disinfectant-floor-cleaner-975-ml': [
    [
      'pooja',
      5,
      28,
      'Fresh floors',
      'Floors smell fresh and it does not leave a sticky layer. Citrus is my favourite.',
    ],
  ],
  'dettol-antiseptic-liquid-550-ml': [
    ['fatima', 5, 40, 'Must have', 'I add it to the mop water and to the laundry. Genuine bottle.', V],
  ],
  'good-knight-gold-flash-refill-45-ml': [
    ['gaurav', 4, 21, 'Keeps mosquitoes away', 'Works well in the monsoon. Lasted about 40 nights.'],
    ['suresh', 2, 6, 'Weak this time', 'Not sure if this batch is weak but mosquitoes were still biting.'],
  ],
  'hit-cockroach-killer-spray-400-ml': [
    ['rahul', 4, 32, 'Works fast', 'Kills cockroaches quickly. Smell is strong, open the windows.'],
  ],
  'presto-garbage-bags-medium-30-pcs': [
    ['karthik', 3, 17, 'Thin bags', 'Fit the dustbin fine but a bit thin, tore once with wet waste.'],
  ],
  'origami-so-soft-kitchen-towel-2-pcs': [
    ['meera', 4, 23, 'Absorbent', 'Soaks up oil from pakoras well. Two rolls last a month.'],
  ],

  // ─── Poojan & Puja Samagri ─────────────────────────────────────────────────
  'mangaldeep-sandal-agarbatti-120-sticks': [
    [
      'lakshmi',
      5,
      45,
      'Soothing fragrance',
      'Mild sandal fragrance, not headache-giving like cheap agarbatti. Burns long.',
      V,
    ],
  ],
  'cycle-3-in-1-agarbatti-1-pc': [
    [
      'suresh',
      5,
      38,
      'Three fragrances',
      'Three fragrances in one pack, I light a different one each day. Good quality.',
      vh(4),
    ],
    ['kavya', 4, 14, 'Good agarbatti', 'Pleasant fragrance, little ash.'],
  ],
  'zed-black-premium-dhoop-sticks-1-pc': [
    ['shalini', 4, 20, 'Strong dhoop', 'Strong fragrance that fills the house. Good for the evening aarti.'],
  ],
  'camphor-tablets-100-g': [
    ['deepa', 4, 29, 'Pure kapoor', 'Burns clean without black smoke. Tablets did not stick together.'],
  ],
  'bhimseni-camphor-50-g': [
    ['meera', 5, 31, 'Real Bhimseni', 'Strong natural smell, I keep a piece in the rice box too. Genuine.'],
  ],
  'kumkum-roli-50-g': [['pooja', 4, 25, 'Bright colour', 'Nice bright red roli, fine powder.']],
  'cotton-wicks-round-100-pcs': [
    ['lakshmi', 4, 22, 'Neatly made', 'Neat round wicks, they absorb ghee well and burn evenly.'],
  ],
  'clay-diya-12-pcs': [
    [
      'sneha',
      5,
      47,
      'Diwali ready',
      'Well baked diyas, none broken, they do not soak up too much oil. Bought three packs for Diwali.',
      vh(7),
    ],
    ['aditya', 3, 12, 'Two cracked', 'Nice diyas but two of twelve came cracked.'],
  ],
  'brass-puja-thali-set-1-pc': [
    [
      'kavya',
      5,
      44,
      'Beautiful set',
      'Heavy brass, shiny and complete with diya, bell and katori. Gifted it to my sister for griha pravesh.',
      V,
    ],
  ],
  'ganga-jal-500-ml': [
    [
      'abhishek',
      4,
      35,
      'Sealed bottle',
      'Sealed properly, handy for the puja at home since we cannot go to Haridwar often.',
    ],
  ],
  'marigold-garland-1-pc': [
    ['priya', 4, 9, 'Fresh genda', 'Fresh and full garland, lasted three days at the door.'],
    ['imran', 3, 3, 'A bit dry', 'Ordered for the shop opening, flowers were slightly dry at the ends.'],
  ],
  'pooja-coconut-nariyal-1-pc': [
    ['suresh', 4, 27, 'Good nariyal', 'Full of water with a good sound when shaken. Right for the puja.'],
  ],
  'havan-samagri-200-g': [
    [
      'sandeep',
      5,
      40,
      'Fragrant samagri',
      'Good mix of herbs, the whole house smelt of havan. Enough for two havans.',
      V,
    ],
  ],
  'rangoli-colours-5-pcs': [
    [
      'tanvi',
      4,
      46,
      'Bright colours',
      'Bright, fine colours that spread well. My daughter made her first rangoli with these.',
    ],
  ],
}
