import { type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema.ts'
import { productImageUrl } from '#server/db/seed/catalogue/categories.ts'
import { withIndexesRebuiltAfter } from './bulk-load.ts'
import { DEMO_REVIEWERS } from './demo-reviews.ts'
import { LARGE_CATALOGUE, PACK_VARIANTS, QUALIFIERS } from './large-catalogue-data.ts'
import { seedDemoDataIfEmpty } from './seed-demo.ts'

// Products per INSERT: each batch is one set-based statement (generate_series) that makes the
// products and their reviews in the database, so 1,000,000 products take minutes, not hours;
// the batches only pace the progress lines. The building blocks travel as one JSON parameter,
// which keeps the statement the same on both drivers.
const BATCH_SIZE = 50_000
/** From this many products at once, indexes are rebuilt after the load instead of kept. */
const BULK_LOAD_FROM = 100_000
const BULK_TABLES = ['products', 'product_reviews', 'search_terms'] as const

export type LargeSeedOptions = {
  /** Called after every batch with the rows inserted so far. */
  onProgress?: (inserted: number, total: number) => void
  /**
   * Drop the indexes and rebuild them after the load (bulk-load.ts). By default from
   * BULK_LOAD_FROM products at once, when they at least double the table.
   */
  bulk?: boolean
}

/**
 * Adds `count` synthetic products (brand × qualifier × item × size) for benchmarks, spread over
 * the demo categories, with 0–6 reviews each by the demo's reviewers, then VACUUM ANALYZEs so
 * the planner knows the table's new size. Loads the demo data first when the database is
 * empty, because products hang off its categories. Deterministic but for ids and dates: the
 * same database state and count give the same names, prices, stock and reviews.
 */
export async function seedLargeCatalogue(
  db: Db,
  count: number,
  options: LargeSeedOptions = {},
): Promise<number> {
  if (!Number.isInteger(count) || count < 0) throw new Error(`product count must be a whole number: ${count}`)
  await seedDemoDataIfEmpty(db, { info: () => {} })
  const blocks = JSON.stringify(await buildingBlocks(db))
  // Starting where the table stands makes a second run continue the sequence of names
  // instead of repeating the first run's.
  const [{ existing } = { existing: 0 }] = await db
    .select({ existing: sql<number>`count(*)::int` })
    .from(products)
  const run = String(Date.now())
  const load = async (target: Db | Tx) => {
    let inserted = 0
    while (inserted < count) {
      const size = Math.min(BATCH_SIZE, count - inserted)
      const first = existing + inserted
      await target.execute(batchStatement(blocks, run, first, first + size - 1))
      inserted += size
      options.onProgress?.(inserted, count)
    }
    return inserted
  }
  // At least doubling a large table: its indexes are built once afterwards rather than kept
  // row by row (bulk-load.ts).
  // The statement writes each product's rating as the rating trigger would recount it (see
  // below), so in bulk the trigger's recount, which locks and rereads every new product, is
  // left out; it comes back in the same transaction.
  const inserted =
    (options.bulk ?? (count >= BULK_LOAD_FROM && count >= existing))
      ? await withIndexesRebuiltAfter(db, BULK_TABLES, [], async (tx) => {
          await tx.execute(sql`ALTER TABLE product_reviews DISABLE TRIGGER product_reviews_recount_insert`)
          const n = await load(tx)
          await tx.execute(sql`ALTER TABLE product_reviews ENABLE TRIGGER product_reviews_recount_insert`)
          return n
        })
      : await load(db)
  // Fresh statistics and visibility map now, rather than whenever autovacuum gets to it: until
  // then the planner misjudges the new rows and counts read the heap (listings ~3x slower).
  await db.execute(sql`VACUUM ANALYZE products`)
  await db.execute(sql`VACUUM ANALYZE product_reviews`)
  // search_terms (ADR 037) is read by index-only scans, which need its visibility map too.
  await db.execute(sql`VACUUM ANALYZE search_terms`)
  return inserted
}

// Ratings are counted from reviews (migration 0004), so the synthetic products get reviews too,
// by the demo's reviewers: 0–6 each, mostly 4 and 5 stars, as a listing sorted by rating needs.
// The statement works out each product's rating from the reviews it writes, with the trigger's
// own rounding, so the trigger's recount after the statement finds nothing to change.
const SYNTHETIC_REVIEWS: Record<number, [title: string, comment: string]> = {
  5: ['Excellent', 'Great quality and fresh stock, will buy again.'],
  4: ['Good value', 'Good product at a fair price, delivered on time.'],
  3: ['Okay', 'Average quality, nothing special about it.'],
  2: ['Not great', 'Quality was below what I expected for the price.'],
  1: ['Disappointed', 'Did not like it and will not order it again.'],
}

type Blocks = {
  groups: { g: number; category_id: string; nb: number; ni: number }[]
  brands: { g: number; b: number; name: string }[]
  items: { g: number; i: number; name: string; image_url: string; price: number; ns: number }[]
  sizes: { g: number; i: number; s: number; unit: string; factor: number }[]
  qualifiers: { q: number; label: string; factor: number }[]
  variants: { v: number; label: string; factor: number }[]
  reviewers: string[]
  reviews: { rating: number; title: string; comment: string }[]
}

export async function buildingBlocks(db: Db): Promise<Blocks> {
  const categoryIds = await loadCategoryIds(db)
  return {
    groups: LARGE_CATALOGUE.map((c, g) => ({
      g,
      category_id: categoryIds.get(c.category)!,
      nb: c.brands.length,
      ni: c.items.length,
    })),
    brands: LARGE_CATALOGUE.flatMap((c, g) => c.brands.map((name, b) => ({ g, b, name }))),
    items: LARGE_CATALOGUE.flatMap((c, g) =>
      c.items.map((it, i) => ({
        g,
        i,
        name: it.name,
        image_url: productImageUrl(it.image),
        price: it.price,
        ns: it.sizes.length,
      })),
    ),
    sizes: LARGE_CATALOGUE.flatMap((c, g) =>
      c.items.flatMap((it, i) => it.sizes.map(([unit, factor], s) => ({ g, i, s, unit, factor }))),
    ),
    qualifiers: QUALIFIERS.map(([label, factor], q) => ({ q, label, factor })),
    variants: PACK_VARIANTS.map(([label, factor], v) => ({ v, label, factor })),
    reviewers: Object.keys(DEMO_REVIEWERS).map((key) => `demo-reviewer-${key}`),
    reviews: Object.entries(SYNTHETIC_REVIEWS).map(([rating, [title, comment]]) => ({
      rating: Number(rating),
      title,
      comment,
    })),
  }
}

/** A number in [0, 1) from the k-th 8 hex digits of an md5: the statement's seeded randomness. */
const rnd = (hash: string, k: number) =>
  sql.raw(`(('x' || substr(${hash}, ${k * 8 + 1}, 8))::bit(32)::bigint / 4294967296.0)`)

/**
 * Products number `first`…`last` of the synthetic sequence and their reviews, in one statement.
 * Mixed-radix digits of the number pick each part of a product, the size last, so consecutive
 * numbers differ in name before they differ only in size.
 */
export function batchStatement(blocks: string, run: string, first: number, last: number): SQL {
  const h1 = 'd.h1'
  const h2 = 'd.h2'
  const groups = sql.raw(String(LARGE_CATALOGUE.length))
  const qualifiers = sql.raw(String(QUALIFIERS.length))
  const variants = sql.raw(String(PACK_VARIANTS.length))
  return sql`
    WITH b AS (SELECT ${blocks}::jsonb AS d),
    grp AS MATERIALIZED (SELECT r.* FROM b, jsonb_to_recordset(b.d->'groups') AS r(g int, category_id uuid, nb int, ni int)),
    brand AS MATERIALIZED (SELECT r.* FROM b, jsonb_to_recordset(b.d->'brands') AS r(g int, b int, name text)),
    item AS MATERIALIZED (SELECT r.* FROM b, jsonb_to_recordset(b.d->'items')
      AS r(g int, i int, name text, image_url text, price int, ns int)),
    size AS MATERIALIZED (SELECT r.* FROM b, jsonb_to_recordset(b.d->'sizes') AS r(g int, i int, s int, unit text, factor float8)),
    qual AS MATERIALIZED (SELECT r.* FROM b, jsonb_to_recordset(b.d->'qualifiers') AS r(q int, label text, factor float8)),
    variant AS MATERIALIZED (SELECT r.* FROM b, jsonb_to_recordset(b.d->'variants') AS r(v int, label text, factor float8)),
    review AS MATERIALIZED (SELECT r.* FROM b, jsonb_to_recordset(b.d->'reviews') AS r(rating int, title text, comment text)),
    reviewers AS MATERIALIZED (SELECT ARRAY(SELECT jsonb_array_elements_text(b.d->'reviewers')) AS ids FROM b),
    x AS MATERIALIZED (
      SELECT n, md5('synthetic:' || n) AS h1, md5('synthetic-2:' || n) AS h2,
        -- A version 4 UUID from an md5, as randomUUID() makes them (version digit 4, variant 8-b):
        -- any 128 bits fit PostgreSQL's uuid, but ids like every other store's keep tools that
        -- check the RFC's bits working.
        (SELECT (substr(m, 1, 12) || '4' || substr(m, 14, 3)
            || substr('89ab', ('x' || substr(m, 17, 1))::bit(4)::int % 4 + 1, 1) || substr(m, 18))::uuid
          FROM (SELECT md5('synthetic:' || ${run} || ':' || n) AS m) AS k) AS id,
        n % ${groups} AS g, n / ${groups} AS rest
      FROM generate_series(${first}::bigint, ${last}::bigint) AS n
    ),
    -- Mixed-radix digits, worked out before any join so every join below is on plain keys.
    digits AS MATERIALIZED (
      SELECT x.*, grp.category_id, x.rest % grp.ni AS i, (x.rest / grp.ni) % grp.nb AS b,
        (x.rest / grp.ni / grp.nb) % ${qualifiers} AS q,
        (x.rest / grp.ni / grp.nb / ${qualifiers}) % ${variants} AS v,
        x.rest / grp.ni / grp.nb / ${qualifiers} / ${variants} AS size_rest
      FROM x JOIN grp ON grp.g = x.g
    ),
    made AS (
      SELECT d.id, d.n, d.category_id, br.name AS brand, ql.label AS qualifier,
        it.image_url, sz.unit, concat_ws(' ', nullif(br.name, ''), nullif(ql.label, ''), it.name, nullif(vr.label, '')) AS name,
        greatest(5, least(99999, round(it.price * sz.factor * ql.factor * vr.factor * (0.85 + ${rnd(h1, 0)} * 0.4))))::int AS rupees,
        ${rnd(h1, 1)} AS r_discount, ${rnd(h1, 2)} AS r_discount_size, ${rnd(h1, 3)} AS r_stock,
        ${rnd(h2, 0)} AS r_stock_size, ${rnd(h2, 1)} AS r_featured, ${rnd(h2, 2)} AS r_age,
        ${rnd(h2, 3)} AS r_reviews
      FROM digits d
      JOIN item it ON it.g = d.g AND it.i = d.i
      JOIN size sz ON sz.g = d.g AND sz.i = d.i AND sz.s = d.size_rest % it.ns
      JOIN brand br ON br.g = d.g AND br.b = d.b
      JOIN qual ql ON ql.q = d.q
      JOIN variant vr ON vr.v = d.v
    ),
    planned AS (
      SELECT made.*,
        CASE WHEN r_reviews < 0.25 THEN 0 ELSE 1 + floor((r_reviews - 0.25) / 0.75 * 6)::int END AS review_count,
        ('x' || substr(md5('synthetic-first:' || n), 1, 8))::bit(32)::bigint AS first_reviewer
      FROM made
    ),
    reviews AS (
      SELECT p.id AS product_id, reviewers.ids[1 + (p.first_reviewer + k) % cardinality(reviewers.ids)] AS user_id,
        CASE WHEN roll < 0.4 THEN 5 WHEN roll < 0.75 THEN 4 WHEN roll < 0.9 THEN 3 WHEN roll < 0.96 THEN 2 ELSE 1 END AS rating
      FROM planned p, reviewers,
        LATERAL generate_series(0, p.review_count - 1) AS k,
        LATERAL (SELECT ${rnd(`md5('synthetic-review:' || p.n || ':' || k)`, 0)} AS roll) r
    ),
    rated AS (
      SELECT product_id, coalesce(round(avg(rating)::numeric, 1), 0)::float8 AS rating, count(*)::int AS n
      FROM reviews GROUP BY product_id
    ),
    new_products AS (
      INSERT INTO products (id, name, description, unit, price, original_price, image_url,
        is_featured, stock_quantity, category_id, created_at, rating, review_count)
      SELECT p.id, p.name,
        p.name || ' in a ' || p.unit || ' pack. ' ||
          CASE WHEN p.qualifier <> '' THEN p.qualifier || ' quality' ELSE 'Quality' END ||
          ' from ' || p.brand || ', delivered fresh to your door.',
        p.unit, p.rupees * 100,
        CASE WHEN p.r_discount < 0.6
          THEN greatest(p.rupees + 1, round(p.rupees * (1.05 + p.r_discount_size * 0.3)))::int * 100 END,
        p.image_url, p.r_featured < 0.03,
        CASE WHEN p.r_stock < 0.05 THEN 0 WHEN p.r_stock < 0.1 THEN 1 + floor(p.r_stock_size * 9)::int
          ELSE 20 + floor(p.r_stock_size * 181)::int END,
        p.category_id, now() - p.r_age * interval '365 days',
        coalesce(rated.rating, 0), coalesce(rated.n, 0)
      FROM planned p
      LEFT JOIN rated ON rated.product_id = p.id
      RETURNING id
    )
    INSERT INTO product_reviews (product_id, user_id, rating, title, comment, user_name)
    SELECT r.product_id, r.user_id, r.rating, rv.title, rv.comment, u.name
    FROM reviews r
    JOIN review rv ON rv.rating = r.rating
    JOIN users u ON u.id = r.user_id
    WHERE r.product_id IN (SELECT id FROM new_products)`
}

async function loadCategoryIds(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories)
  const ids = new Map(rows.map((r) => [r.name, r.id]))
  for (const c of LARGE_CATALOGUE) {
    if (!ids.has(c.category)) throw new Error(`category '${c.category}' is missing; seed the demo data first`)
  }
  return ids
}
