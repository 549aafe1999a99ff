import { count, eq, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { checkEditVersion, nextEditVersion } from '#server/lib/edit-version.ts'
import type { Storage } from '#server/lib/storage/storage.ts'
import { EDIT_SUBJECTS } from '#shared/edit-version.ts'
import {
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductPage,
  type AdminProductSort,
  PRODUCT_MESSAGES,
  type ProductBody,
  type ProductChanges,
} from '#shared/schemas/admin.ts'
import { containsPattern, pageCount, sortedBy } from './like-pattern.ts'
import {
  deleteImageFiles,
  imageStillShown,
  productImageUrls,
  removeProductImageIfUnused,
} from './product-images-service.ts'

// 'Product Management'. Deleting is a hard delete, chosen deliberately: past orders stay intact
// because order_items keep a snapshot (name, unit, prices, picture URL) and their product_id is
// set null by the foreign key; carts, favourites and reviews of the product go with it (they
// cascade), so no shopper can meet a product that no longer exists. A soft delete would have to
// be filtered out of every storefront query instead.

export const PRODUCT_NOT_FOUND = 'Product not found'

const columns = {
  product: products,
  category: { id: categories.id, name: categories.name, hindiName: categories.hindiName },
}

type Row = {
  product: typeof products.$inferSelect
  category: { id: string; name: string; hindiName: string | null } | null
}

function toAdminProduct({ product: p, category }: Row): AdminProduct {
  return {
    id: p.id,
    version: p.version,
    name: p.name,
    description: p.description,
    hindiName: p.hindiName,
    searchAliases: p.searchAliases,
    unit: p.unit,
    price: p.price,
    originalPrice: p.originalPrice,
    imageUrl: p.imageUrl,
    imagePath: p.imagePath,
    thumbnailUrl: p.thumbnailUrl,
    badge: p.badge,
    rating: p.rating,
    reviewCount: p.reviewCount,
    isAvailable: p.isAvailable,
    isFeatured: p.isFeatured,
    stockQuantity: p.stockQuantity,
    hsnCode: p.hsnCode,
    gstRate: p.gstRate,
    categoryId: p.categoryId,
    category: category?.id ? category : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }
}

const PRODUCT_SORT_COLUMNS = {
  created: products.createdAt,
  name: sql`lower(${products.name})`,
  price: products.price,
  stock: products.stockQuantity,
} satisfies Record<AdminProductSort, unknown>

/**
 * Newest first by default (products_created_at_idx), or by name, price or stock either way; the
 * name search uses the lower(name) trigram index. Sorting by another column sorts the matching
 * rows (a top-N sort: ~30 ms at 100,000 products), which an admin list can afford.
 */
export async function listAdminProducts(db: Db, query: AdminProductListQuery): Promise<AdminProductPage> {
  const where: SQL | undefined = query.search
    ? sql`lower(${products.name}) LIKE ${containsPattern(query.search)}`
    : undefined
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...sortedBy(query.dir, PRODUCT_SORT_COLUMNS[query.sort], products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(products).where(where),
  ])
  const total = totalRow?.n ?? 0
  return {
    items: rows.map(toAdminProduct),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: pageCount(total, query.pageSize),
  }
}

export async function getAdminProduct(db: Db | Tx, id: string): Promise<AdminProduct> {
  const [row] = await db
    .select(columns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND)
  return toAdminProduct(row)
}

async function assertCategoryExists(db: Db | Tx, categoryId: string | null) {
  if (!categoryId) return
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))
  if (!row) {
    throw AppError.badRequest(PRODUCT_MESSAGES.categoryUnknown, {
      'body.categoryId': PRODUCT_MESSAGES.categoryUnknown,
    })
  }
}

/** The picture columns from a body: an uploaded picture wins over an outside URL. */
function pictureValues(storage: Storage, body: Pick<ProductBody, 'imagePath' | 'imageUrl'>) {
  return body.imagePath
    ? { imagePath: body.imagePath, ...productImageUrls(storage, body.imagePath) }
    : { imagePath: null, imageUrl: body.imageUrl, thumbnailUrl: null }
}

export async function createProduct(db: Db, storage: Storage, body: ProductBody): Promise<AdminProduct> {
  await assertCategoryExists(db, body.categoryId)
  const { imagePath, imageUrl, ...fields } = body
  const [row] = await db
    .insert(products)
    .values({ ...fields, ...pictureValues(storage, { imagePath, imageUrl }) })
    .returning({ id: products.id })
  return getAdminProduct(db, row!.id)
}

/**
 * Saves an edit (ADR 015): only the fields the admin changed, and only while the product still
 * has the version the form was loaded with. Stock moves by the admin's adjustment from what it
 * is now, so units sold while the form was open stay sold. The picture it replaced is removed
 * from storage once nothing shows it.
 */
export async function updateProduct(
  db: Db,
  storage: Storage,
  id: string,
  changes: ProductChanges,
): Promise<AdminProduct> {
  const { version, stockAdjustment = 0, imagePath, imageUrl, ...fields } = changes
  if (fields.categoryId !== undefined) await assertCategoryExists(db, fields.categoryId)
  const newPicture = imagePath !== undefined || imageUrl !== undefined
  const previousPath = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ imagePath: products.imagePath, version: products.version, stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, id))
      .for('update')
    if (!before) throw AppError.notFound(PRODUCT_NOT_FOUND)
    checkEditVersion(before.version, version, EDIT_SUBJECTS.product)
    // Only possible when units were sold after the form was loaded: its figure is out of date.
    if (before.stock + stockAdjustment < 0) throw AppError.editConflict(EDIT_SUBJECTS.product)
    await tx
      .update(products)
      .set({
        ...fields,
        ...(newPicture
          ? pictureValues(storage, { imagePath: imagePath ?? null, imageUrl: imageUrl ?? null })
          : {}),
        ...(stockAdjustment !== 0
          ? { stockQuantity: sql`${products.stockQuantity} + ${stockAdjustment}` }
          : {}),
        version: nextEditVersion(products.version),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
    return before.imagePath
  })
  if (newPicture && previousPath && previousPath !== imagePath) {
    await removeProductImageIfUnused(db, storage, previousPath, id)
  }
  return getAdminProduct(db, id)
}

export async function deleteProduct(db: Db, storage: Storage, id: string): Promise<void> {
  const [before] = await db
    .select({ imagePath: products.imagePath })
    .from(products)
    .where(eq(products.id, id))
  if (!before) throw AppError.notFound(PRODUCT_NOT_FOUND)
  // Decide about the picture while the order lines still name the product; remove the files
  // only once the row is gone, so no product ever points at a missing file.
  const keep = before.imagePath ? await imageStillShown(db, storage, before.imagePath, id) : true
  await db.delete(products).where(eq(products.id, id))
  if (!keep && before.imagePath) await deleteImageFiles(storage, before.imagePath)
}
