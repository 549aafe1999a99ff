import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, putInCart } from '#server/modules/checkout/checkout-fixtures.ts'
import { insertProducts } from '#server/test-support/fixtures.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { type Database, type Db, queryRows } from './database.ts'
import { productByKey, productOfRow } from './product-by-key.ts'
import { cartItems, products } from './schema.ts'

// ADR 069: a cart's few lines find their products by key even on a database that has never
// been analysed (a new store, autovacuum off), where a plain join hashes the cart against a
// sequential scan of every product.
describe('products read by key', () => {
  let database: Database
  let db: Db
  let user: string

  beforeAll(async () => {
    database = await openTestDatabase()
    db = database.db
    const list = await insertProducts(
      db,
      Array.from({ length: 400 }, () => ({})),
    )
    user = await createUser(db)
    await putInCart(db, user, list[7]!.id, 2)
    await putInCart(db, user, list[300]!.id, 1)
  })
  afterAll(async () => {
    await database.close()
  })

  const plan = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${query}`))
      .map((r) => r['QUERY PLAN'])
      .join('\n')

  it('the SQL form (cart write, checkout read) looks each line up in the primary key', async () => {
    const query = sql`SELECT c.quantity, p.name FROM ${cartItems} c ${productOfRow(sql`c.product_id`)}
      WHERE c.user_id = ${user}`
    const text = await plan(query)
    expect(text).toContain('products_pkey')
    expect(text).not.toMatch(/Seq Scan on products/)
    const rows = await queryRows<{ quantity: number; name: string }>(db, query)
    expect(rows.map((r) => r.quantity).sort()).toEqual([1, 2])
  })

  it('the Drizzle form (cart read, order detail, reorder) does the same and keeps the rows', async () => {
    const p = productByKey(db, cartItems.productId, { name: products.name })
    const query = db
      .select({ quantity: cartItems.quantity, name: p.name })
      .from(cartItems)
      .crossJoinLateral(p)
      .where(eq(cartItems.userId, user))
    const text = await plan(sql`${query}`)
    expect(text).toContain('products_pkey')
    expect(text).not.toMatch(/Seq Scan on products/)
    const rows = await query
    expect(rows.map((r) => r.quantity).sort()).toEqual([1, 2])
    expect(rows.every((r) => r.name.startsWith('Test product'))).toBe(true)
  })
})
