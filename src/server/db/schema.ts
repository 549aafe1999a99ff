// The whole database in one pg-core schema (spec section 3 with decisions.md applied).
// Money is integer paise. TypeScript names are camelCase, columns snake_case.
// better-auth reads the four auth tables through its Drizzle adapter by these property
// names (usePlural), so their property names follow better-auth's field names.
import { type SQL, sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Locale } from '#shared/i18n/locales.ts'

/** bytea as a Node Buffer (drizzle-orm has no bytea column of its own). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
/**
 * Rows an admin form edits carry this (ADR 015, lib/edit-version.ts): raised by one on every
 * save through a form, never by the store's own counters (stock sold, ratings), so a form that
 * saves with the version it was loaded with can tell that nobody else saved meanwhile.
 */
const editVersion = () => integer('version').notNull().default(1)

// ─── Accounts (better-auth) ──────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** The language chosen in Settings ('en' | 'hi', ADR 032); null until chosen. Mails use it. */
    language: text('language').$type<Locale>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_language_ck', sql`${t.language} in ('en', 'hi')`)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

// better-auth's database-backed rate limiter, shared by every server instance.
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
})

export const appRole = pgEnum('app_role', ['admin'])

// The admin flag (spec section 6, "user_roles"): a row with role admin. See ADR 004.
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: appRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
)

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    // Storage key of an uploaded avatar, so a replaced one can be removed.
    avatarPath: text('avatar_path'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_phone_digits', sql`${t.phone} IS NULL OR ${t.phone} ~ '^[0-9]{10}$'`),
    check('profiles_name_length', sql`${t.name} IS NULL OR char_length(${t.name}) <= 100`),
  ],
)

// ─── Catalogue ───────────────────────────────────────────────────────────────

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    /** The name and description in Hindi (Devanagari), shown to a Hindi shopper when set. */
    hindiName: text('hindi_name'),
    hindiDescription: text('hindi_description'),
    description: text('description').notNull().default(''),
    icon: text('icon'),
    imageUrl: text('image_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('categories_active_sort_idx').on(t.sortOrder).where(sql`${t.isActive}`)],
)

/**
 * The search form of a text (ADR 025): lower case, no nukta, no apostrophes ("lay's" → 'lays'),
 * every run of other characters than Latin and Devanagari letters and digits one space.
 */
function searchNormalised(text: SQL): SQL {
  return sql`regexp_replace(regexp_replace(replace(lower(${text}), '़', ''), '[''’]', '', 'g'), '[^a-z0-9à-ÿऀ-ॿ]+', ' ', 'g')`
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // The name in Hindi, Devanagari ('दूध'), and other words shoppers use for the product
    // ('doodh, dudh'), comma-separated: both searched (ADR 025), the Hindi name also shown.
    hindiName: text('hindi_name'),
    searchAliases: text('search_aliases').notNull().default(''),
    // What search matches (ADR 025), kept by the database: the name, and the name with the Hindi
    // name and search words, each lower-cased, nukta and apostrophes dropped, everything but
    // letters and digits made a space, and padded with a space at both ends, so that
    // LIKE '% word%' is the start of a word and '% word %' a whole word. The same rule for
    // typed text is normaliseSearchText() in modules/search/search-query.ts.
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`' ' || ${searchNormalised(sql`${products.name}`)} || ' '`),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`' ' || ${searchNormalised(sql`${products.name} || ' ' || coalesce(${products.hindiName}, '') || ' ' || ${products.searchAliases}`)} || ' '`,
      ),
    unit: text('unit').notNull().default('pc'),
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    imageUrl: text('image_url'),
    // Storage keys of an uploaded image and its thumbnail, so they can be removed.
    imagePath: text('image_path'),
    thumbnailUrl: text('thumbnail_url'),
    badge: text('badge'),
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    // What the indexes know of the stock (ADR 066, migration 0028): 0 none, 1 low, 2 plenty,
    // so that a sale, which changes stock_quantity alone, is a heap-only update (stock-level.ts).
    stockLevel: smallint('stock_level')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`CASE WHEN ${products.stockQuantity} <= 0 THEN 0 WHEN ${products.stockQuantity} < 10 THEN 1 ELSE 2 END`,
      ),
    // GST (issue 14, ADR 029): HSN code and rate in basis points (500 = 5 %); prices include it.
    hsnCode: text('hsn_code'),
    gstRate: integer('gst_rate').notNull().default(0),
    // A product outlives its category: deleting a category leaves the product uncategorised.
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    version: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 200`),
    check('products_description_length', sql`char_length(${t.description}) <= 1000`),
    check('products_hindi_name_length', sql`char_length(${t.hindiName}) BETWEEN 1 AND 200`),
    check('products_search_aliases_length', sql`char_length(${t.searchAliases}) <= 500`),
    check('products_unit_length', sql`char_length(${t.unit}) BETWEEN 1 AND 20`),
    check('products_price_range', sql`${t.price} > 0 AND ${t.price} <= 99999900`),
    check(
      'products_original_price_range',
      sql`${t.originalPrice} IS NULL OR (${t.originalPrice} > 0 AND ${t.originalPrice} <= 99999900)`,
    ),
    check('products_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    check('products_review_count_nonneg', sql`${t.reviewCount} >= 0`),
    check('products_stock_nonneg', sql`${t.stockQuantity} >= 0`),
    check('products_gst_rate_range', sql`${t.gstRate} BETWEEN 0 AND 10000`),
    check(
      'products_hsn_code_format',
      sql`${t.hsnCode} IS NULL OR ${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`,
    ),
    // Category listing: one index per sort order, so a page is read in order, never sorted.
    // Every key of one order runs the same way, id included, so the page after a cursor is one
    // seek of a row comparison, `(rating, id) < ($1, $2)` (keyset paging, ADR 026).
    // Each also carries, after its keys, the filters' columns (price, rating, stock level) and the
    // price orders every sort key: a listing reads its page's keys from the index alone, with
    // the filters tested there, and a narrow price range reads its matches from the price
    // index and sorts them (product-listing.ts; Drizzle has no INCLUDE).
    index('products_category_rating_idx')
      .on(t.categoryId, t.rating.desc(), t.id.desc(), t.price, t.stockLevel)
      .where(sql`${t.isAvailable}`),
    index('products_category_price_idx')
      .on(t.categoryId, t.price, t.id, t.rating, t.stockLevel, t.isFeatured, t.name)
      .where(sql`${t.isAvailable}`),
    index('products_category_name_idx')
      .on(t.categoryId, t.name, t.id, t.price, t.rating, t.stockLevel)
      .where(sql`${t.isAvailable}`),
    // 'relevance' without a search text is featured first, then best rated. The same orders
    // again without the category serve 'Browse All Products', which would otherwise sort every
    // available product for each page (~25 ms at 100,000 products).
    index('products_category_featured_idx')
      .on(t.categoryId, t.isFeatured.desc(), t.rating.desc(), t.id.desc(), t.price, t.stockLevel)
      .where(sql`${t.isAvailable}`),
    index('products_featured_rating_idx')
      .on(t.isFeatured.desc(), t.rating.desc(), t.id.desc(), t.price, t.stockLevel)
      .where(sql`${t.isAvailable}`),
    index('products_rating_idx')
      .on(t.rating.desc(), t.id.desc(), t.price, t.stockLevel)
      .where(sql`${t.isAvailable}`),
    index('products_price_idx')
      .on(t.price, t.id, t.rating, t.stockLevel, t.isFeatured, t.name)
      .where(sql`${t.isAvailable}`),
    index('products_name_idx').on(t.name, t.id, t.price, t.rating, t.stockLevel).where(sql`${t.isAvailable}`),
    // Home strips (spec section 7): available, in stock, newest first.
    index('products_home_strip_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.isAvailable} AND ${t.stockLevel} > 0 AND ${t.imageUrl} IS NOT NULL`),
    index('products_featured_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.isFeatured} AND ${t.isAvailable} AND ${t.stockLevel} > 0 AND ${t.imageUrl} IS NOT NULL`),
    // Admin list (newest first) and the low-stock alert (available, stock below 10).
    index('products_created_at_idx').on(t.createdAt.desc()),
    index('products_low_stock_idx').on(t.stockLevel).where(sql`${t.isAvailable} AND ${t.stockLevel} < 2`),
    // Search (decisions.md 17): trigram indexes serve ILIKE '%term%' and word similarity.
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_description_trgm_idx').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    // Search by word starts in names, Hindi names and search words (ADR 025).
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The words of the search text (ADR 078, migration 0029): a search's words, each as the terms
    // of search_terms it starts, found by the lists of those words alone.
    index('products_words_idx')
      .using('gin', sql`string_to_array(btrim(${t.searchText}), ' ')`)
      .where(sql`${t.isAvailable}`),
  ],
)

/**
 * Every word (3 characters or more) that occurs in a product name, lower-cased: the dictionary a
 * misspelt search word is matched against before the products are (decisions.md 17, ADR 005).
 * Kept by triggers on products (migration 0002); a word whose products are gone stays, harmless.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
])

/** text compared byte by byte, so a btree range [word, word || U+10FFFF) is every term the word starts. */
const byteText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' })

/**
 * The words of each available product's search text, one row per word (ADR 037): an index
 * ordered by the word, then how the word sits in the name (weight: 3 the whole name, 2 its last
 * word, 1 another name word, 0 the Hindi name or search words), then rating, gives a word's best
 * matches first without reading every product it matches. Kept by triggers on products
 * (migration 0020), with the product's rating, unit (search form, '500g') and category copied
 * in, so a size or category asked for is found from the index alone too.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    term: byteText('term').notNull(),
    weight: smallint('weight').notNull(),
    rating: doublePrecision('rating').notNull(),
    unit: text('unit').notNull(),
    categoryId: uuid('category_id'),
    /**
     * The product's search text (ADR 047), so a query of several words tests its other words on
     * the postings of one, from the index alone; null when too long for an index row (the
     * product's row is read then).
     */
    searchText: text('search_text'),
    /** The product's price (ADR 051): a search sorted by price reads a word's postings in price order. */
    price: integer('price').notNull(),
    /** The product's name (ADR 056): a search sorted by name reads a word's postings in name order. */
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.term] }),
    // unit, category_id and search_text only ride along (drizzle has no INCLUDE): filters on
    // them stay in the index.
    index('search_terms_rank_idx').on(
      t.term,
      t.weight.desc(),
      t.rating.desc(),
      t.productId,
      t.unit,
      t.categoryId,
      t.searchText,
    ),
    // A search sorted by price (ADR 051): each term's postings in price order, the search text
    // riding along so that the other words of a query are tested from the index alone.
    index('search_terms_price_idx').on(t.term, t.price, t.productId, t.searchText),
    // The same by rating, best first (ADR 051), as the listings' rating order runs.
    index('search_terms_rating_idx').on(t.term, t.rating.desc(), t.productId.desc(), t.searchText),
    // The same by name, A to Z (ADR 056), the listings' name order, id included.
    index('search_terms_name_idx').on(t.term, t.name, t.productId, t.searchText),
  ],
)

/**
 * One row whose version the database raises in the transaction of every change a catalogue page
 * shows (triggers of migration 0010 on products and categories; a stock change only when it
 * crosses zero). Each
 * server instance reads it at most once a second and forgets its catalogue caches when it moved
 * (modules/catalog/catalog-freshness.ts, ADR 027).
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_changes_one_row', sql`${t.id}`)],
)

/**
 * The store's own entries of the search dictionary (issue 11, ADR 035), edited in the admin's
 * 'Search words' tab: a term shoppers type ('doodh', one or two words, in the search form of
 * normaliseSearchText) → the product words it means. They extend the dictionary shipped in
 * modules/search/synonyms.ts and override its meaning of the same term. Triggers (migration) raise
 * catalog_changes.version on every write, so every instance reloads them within a second.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid('id').primaryKey().defaultRandom(),
  term: text('term').notNull().unique(),
  targets: text('targets').array().notNull(),
  /** Raised by each save through the admin form (ADR 015). */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

// ─── Cart ────────────────────────────────────────────────────────────────────

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_uq').on(t.userId, t.productId),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
)

// ─── Delivery ────────────────────────────────────────────────────────────────

export const deliveryLocations = pgTable(
  'delivery_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    // Whole minutes (decisions.md 2).
    deliveryTime: integer('delivery_time').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    // The pincodes the area delivers to (ADR 019); empty: not listed yet, any pincode.
    pincodes: text('pincodes').array().notNull().default(sql`'{}'::text[]`),
    // The Delivery Areas tab's edits (ADR 015).
    version: editVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    check('delivery_locations_time_nonneg', sql`${t.deliveryTime} >= 0`),
    check(
      'delivery_locations_pincodes_digits',
      sql`array_to_string(${t.pincodes}, ',') ~ '^([0-9]{6}(,[0-9]{6})*)?$'`,
    ),
    index('delivery_locations_active_time_idx').on(t.deliveryTime).where(sql`${t.isActive}`),
  ],
)

export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    maxOrders: integer('max_orders').notNull(),
    currentOrders: integer('current_orders').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('delivery_slots_date_start_uq').on(t.slotDate, t.startTime),
    check('delivery_slots_max_positive', sql`${t.maxOrders} > 0`),
    check('delivery_slots_capacity', sql`${t.currentOrders} >= 0 AND ${t.currentOrders} <= ${t.maxOrders}`),
    check('delivery_slots_time_order', sql`${t.startTime} < ${t.endTime}`),
  ],
)

// ─── Orders ──────────────────────────────────────────────────────────────────

export const orderStatus = pgEnum('order_status', [
  'pending',
  'confirmed',
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
])
export const paymentStatus = pgEnum('payment_status', ['pending', 'completed', 'failed', 'refunded'])
export const paymentMethod = pgEnum('payment_method', ['cod', 'upi'])

/** Snapshot of the delivery address at checkout (decisions.md 7). */
export type AddressSnapshot = {
  recipientName: string
  phone: string
  addressLine1: string
  addressLine2: string | null
  landmark: string | null
  city: string
  state: string
  pincode: string
}
/** Snapshot of the delivery area at checkout (decisions.md 7). */
export type LocationSnapshot = { id: string; name: string; area: string; city: string; deliveryTime: number }

// Order numbers are 'ORD-' + digits from this sequence: unique and safe under concurrent checkouts
// (decisions.md 9) without exposing how many orders a timestamp would.
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 })

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    // Null once the customer deleted their account: the order stays for the books, anonymised.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Order money is bigint paise: a cart of 1,000 × ₹999,999 is past integer's 2^31 (issue 10 item 8).
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    deliveryFee: bigint('delivery_fee', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>().notNull(),
    deliveryLocation: jsonb('delivery_location').$type<LocationSnapshot>().notNull(),
    deliverySlotId: uuid('delivery_slot_id').references(() => deliverySlots.id, { onDelete: 'set null' }),
    deliveryTimeSlot: text('delivery_time_slot').notNull(),
    // The chosen slot as it was at checkout: the order's delivery promise on every screen and in
    // every notice (decisions.md 18, ADR 020). Null only for an order placed before the slot was
    // kept whose slot row was gone by then; those show delivery_time_slot.
    slotDate: date('slot_date', { mode: 'string' }),
    slotStartTime: time('slot_start_time'),
    slotEndTime: time('slot_end_time'),
    paymentMethod: paymentMethod('payment_method').notNull().default('cod'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    // UPI to the store's own UPI ID (ADR 030): the 12-digit reference (UTR) the shopper gave, when
    // they gave it, and until when the order holds its stock and slot unpaid (null for COD).
    paymentReference: text('payment_reference'),
    paymentReportedAt: timestamp('payment_reported_at', { withTimezone: true }),
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    status: orderStatus('status').notNull().default('pending'),
    notes: text('notes'),
    deliveryPersonName: text('delivery_person_name'),
    deliveryPersonPhone: text('delivery_person_phone'),
    deliveryPartner: text('delivery_partner'),
    // A retried or double-clicked Place Order returns the first order (ARCHITECTURE.md).
    idempotencyKey: text('idempotency_key'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_number_format', sql`${t.orderNumber} ~ '^ORD-[0-9]+$'`),
    check('orders_amounts_nonneg', sql`${t.subtotal} >= 0 AND ${t.deliveryFee} >= 0`),
    check('orders_total_sum', sql`${t.totalAmount} = ${t.subtotal} + ${t.deliveryFee}`),
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    check(
      'orders_payment_reference_format',
      sql`${t.paymentReference} IS NULL OR ${t.paymentReference} ~ '^[0-9]{12}$'`,
    ),
    // One UPI payment pays one order: a reference given for a second order is refused.
    uniqueIndex('orders_payment_reference_uq').on(t.paymentReference),
    // The expiry sweep's claim: unpaid UPI orders without a reference, by deadline.
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(
        sql`${t.paymentDueAt} IS NOT NULL AND ${t.paymentReference} IS NULL AND ${t.paymentStatus} = 'pending'`,
      ),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    index('orders_created_at_idx').on(t.createdAt.desc()),
    index('orders_slot_idx').on(t.deliverySlotId),
    // Admin search: order number or the customer's name from the address snapshot.
    index('orders_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
    index('orders_recipient_trgm_idx').using(
      'gin',
      sql`lower(${t.deliveryAddress}->>'recipientName') gin_trgm_ops`,
    ),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Deleting a product keeps past orders intact: the item keeps its snapshot.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    unit: text('unit').notNull().default('pc'),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    // MRP at the time of the order, for 'Total Saved' (spec section 9).
    originalPrice: integer('original_price'),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    // The product's GST at the time of the order, for its invoice (ADR 029).
    hsnCode: text('hsn_code'),
    gstRate: integer('gst_rate').notNull().default(0),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_prices_nonneg', sql`${t.unitPrice} >= 0 AND ${t.totalPrice} >= 0`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
)

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    notes: text('notes'),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt.desc())],
)

// ─── Notifications ───────────────────────────────────────────────────────────

export const notificationType = pgEnum('notification_type', ['order', 'success', 'warning', 'error', 'other'])

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull().default('other'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`NOT ${t.isRead}`),
  ],
)

// ─── Reviews and favourites ──────────────────────────────────────────────────

export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    userName: text('user_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_uq').on(t.productId, t.userId),
    check('product_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('product_reviews_title_length', sql`char_length(${t.title}) BETWEEN 3 AND 100`),
    check('product_reviews_comment_length', sql`char_length(${t.comment}) BETWEEN 10 AND 1000`),
    check('product_reviews_helpful_nonneg', sql`${t.helpfulCount} >= 0`),
    index('product_reviews_product_created_idx').on(t.productId, t.createdAt.desc()),
    index('product_reviews_user_idx').on(t.userId),
    index('product_reviews_created_idx').on(t.createdAt.desc()),
  ],
)

export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    index('review_helpful_votes_user_idx').on(t.userId),
  ],
)

export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_user_product_uq').on(t.userId, t.productId),
    index('favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('favorites_product_idx').on(t.productId),
  ],
)

/**
 * "Notify me" on an out-of-stock product (issue 12 item 9). When the product is back in stock a
 * trigger (drizzle/, notify_back_in_stock) turns each row into a notification for its user, in the
 * user's language (databaseTexts), with the same realtime event as every other notification, and
 * deletes the row.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('stock_alerts_product_idx').on(t.productId),
  ],
)

/**
 * Catalogue texts the database writes itself (issue 15, ADR 032): the back-in-stock notification
 * is written by notify_back_in_stock in its reader's language, from these rows. The server copies
 * them from src/shared/i18n at every start (db/database-texts.ts), so the catalogues stay the one
 * source; the migration that made the table wrote the texts of its day.
 */
export const databaseTexts = pgTable(
  'database_texts',
  {
    locale: text('locale').notNull(),
    id: text('id').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.id] })],
)

// ─── Addresses and preferences ───────────────────────────────────────────────

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    landmark: text('landmark'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    // The delivery area the address belongs to (ADR 019); null for addresses saved before areas
    // had pincodes that no area lists: checkout asks the shopper to choose one.
    locationId: uuid('location_id').references(() => deliveryLocations.id, { onDelete: 'set null' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_location_idx').on(t.locationId),
    check('addresses_pincode_digits', sql`${t.pincode} ~ '^[0-9]{6}$'`),
    check('addresses_phone_digits', sql`${t.phone} ~ '^[0-9]{10}$'`),
    index('addresses_user_created_idx').on(t.userId, t.createdAt.desc()),
    // At most one default address per user, enforced by the database.
    uniqueIndex('addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
  ],
)

export type NotificationPreferences = { offers: boolean; delivery: boolean; orderUpdates: boolean }

export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notificationPreferences: jsonb('notification_preferences')
    .$type<NotificationPreferences>()
    .notNull()
    .default({ offers: true, delivery: true, orderUpdates: true }),
  defaultLocationId: uuid('default_location_id').references(() => deliveryLocations.id, {
    onDelete: 'set null',
  }),
  updatedAt: updatedAt(),
})

// ─── Store settings (decisions.md 1) ─────────────────────────────────────────

export const storeSettings = pgTable(
  'store_settings',
  {
    // One row: the store's settings.
    id: smallint('id').primaryKey().default(1),
    deliveryFee: integer('delivery_fee').notNull().default(2500),
    freeDeliveryThreshold: integer('free_delivery_threshold').notNull().default(9900),
    // The home page's 'Add items worth ₹499' value, read by nothing since the store has no minimum
    // order (ADR 020); kept until a later migration drops it, so instances still running the
    // code before it keep working during a rolling deploy (widen, then narrow).
    minOrderBanner: integer('min_order_banner').notNull().default(49900),
    // The seller on GST invoices (issue 14, ADR 029); invoices need legal name, GSTIN and state.
    legalName: text('legal_name').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    stateCode: text('state_code').notNull().default(''),
    address: text('address').notNull().default(''),
    fssaiLicence: text('fssai_licence').notNull().default(''),
    invoicePrefix: text('invoice_prefix').notNull().default('FC'),
    deliveryGstRate: integer('delivery_gst_rate').notNull().default(1800),
    // UPI to the store's own UPI ID (ADR 030); offered at checkout only when upi_id is set.
    upiId: text('upi_id').notNull().default(''),
    upiPayeeName: text('upi_payee_name').notNull().default(''),
    upiHoldMinutes: integer('upi_hold_minutes').notNull().default(15),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    version: editVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('store_settings_single_row', sql`${t.id} = 1`),
    check(
      'store_settings_nonneg',
      sql`${t.deliveryFee} >= 0 AND ${t.freeDeliveryThreshold} >= 0 AND ${t.minOrderBanner} >= 0`,
    ),
  ],
)

// ─── GST invoices (issue 14, ADR 029) ────────────────────────────────────────

/**
 * The last invoice serial of each financial year. Issuing takes the year's row lock and adds one
 * in the delivering transaction, so a rolled-back delivery gives its number back: no gaps.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
})

/** What an invoice shows, fixed when it is issued (invoice-document.ts builds it). */
export type InvoiceDocumentJson = Record<string, unknown>

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // One invoice per order, kept when the order is anonymised or moved back (never renumbered).
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    document: jsonb('document').$type<InvoiceDocumentJson>().notNull(),
    // The PDF as first downloaded, so every re-download is the same file.
    pdf: bytea('pdf'),
  },
  (t) => [
    uniqueIndex('invoices_year_serial_uq').on(t.financialYear, t.serial),
    index('invoices_issued_at_idx').on(t.issuedAt),
  ],
)
