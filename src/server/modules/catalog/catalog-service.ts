// Reads behind the catalogue screens (spec section 7: categories, products, delivery_locations).
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/database.ts'
import { categories, deliveryLocations, products } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { RELATED_PRODUCTS_LIMIT } from '#shared/constants.ts'
import type { Category, DeliveryLocation, ProductDetail, ProductSummary } from '#shared/schemas/catalog.ts'
import { isAvailable, listingOrder, productSummaryColumns, summaryFieldsOf } from './product-query.ts'

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  hindiName: categories.hindiName,
  description: categories.description,
  hindiDescription: categories.hindiDescription,
  icon: categories.icon,
  imageUrl: categories.imageUrl,
  sortOrder: categories.sortOrder,
}

/** Active categories in the store's order; name breaks ties so the order never flickers. */
export async function listCategories(db: Db): Promise<Category[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.name))
}

export async function getCategory(db: Db, id: string): Promise<Category> {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isActive, true)))
  if (!row) throw AppError.notFound('Category not found')
  return row
}

/**
 * One product with its category's id and name. An unavailable product is still shown (its
 * page disables Add to Cart), so availability is not a condition here.
 */
export async function getProductDetail(db: Db, id: string): Promise<ProductDetail> {
  const [row] = await db
    .select({
      ...productSummaryColumns,
      description: products.description,
      createdAt: products.createdAt,
      category: { id: categories.id, name: categories.name, hindiName: categories.hindiName },
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
  if (!row) throw AppError.notFound('Product not found')
  return { ...row, createdAt: row.createdAt.toISOString() }
}

/**
 * 'You May Also Like': up to 8 available products of the same category, best rated first.
 * One statement: the product row drives a LATERAL read of its neighbours through the
 * category rating index, and no row at all means the product does not exist.
 */
export async function listRelatedProducts(db: Db, id: string): Promise<ProductSummary[]> {
  const source = alias(products, 'source')
  const related = db
    .select(productSummaryColumns)
    .from(products)
    .where(and(isAvailable, eq(products.categoryId, source.categoryId), ne(products.id, source.id)))
    .orderBy(...listingOrder('rating'))
    .limit(RELATED_PRODUCTS_LIMIT)
    .as('related')
  const rows = await db
    .select({ product: summaryFieldsOf(related) })
    .from(source)
    .leftJoinLateral(related, sql`true`)
    .where(eq(source.id, id))
  if (rows.length === 0) throw AppError.notFound('Product not found')
  return rows.flatMap((r) => (r.product ? [r.product] : []))
}

/** Active delivery areas, quickest first (delivery_time is minutes: decisions.md 2). */
export async function listDeliveryLocations(db: Db): Promise<DeliveryLocation[]> {
  return db
    .select({
      id: deliveryLocations.id,
      name: deliveryLocations.name,
      area: deliveryLocations.area,
      city: deliveryLocations.city,
      deliveryTime: deliveryLocations.deliveryTime,
      pincodes: deliveryLocations.pincodes,
    })
    .from(deliveryLocations)
    .where(eq(deliveryLocations.isActive, true))
    .orderBy(asc(deliveryLocations.deliveryTime), asc(deliveryLocations.name))
}
