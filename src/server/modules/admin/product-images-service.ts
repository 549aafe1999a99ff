import { randomUUID } from 'node:crypto'
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { orderItems, products } from '#server/db/schema.ts'
import { processImage } from '#server/lib/images.ts'
import type { Storage } from '#server/lib/storage/storage.ts'
import { UPLOAD_LIMITS } from '#shared/constants.ts'
import type { UploadedProductImage } from '#shared/schemas/admin.ts'

// Product pictures: re-encoded (longest side 1920 px, metadata stripped) with a small WebP
// thumbnail, stored under keys derived from one uuid so the product row only needs the main
// key: products/<uuid>.webp and products/<uuid>-thumb.webp.

const PRODUCT_THUMBNAIL_SIDE = 320

export const productImageKey = (id: string) => `products/${id}.webp`
const thumbnailKeyOf = (imagePath: string) => imagePath.replace(/\.webp$/, '-thumb.webp')

export function productImageUrls(storage: Storage, imagePath: string) {
  return {
    imageUrl: storage.publicUrl(imagePath),
    thumbnailUrl: storage.publicUrl(thumbnailKeyOf(imagePath)),
  }
}

/** Checks and re-encodes the upload, then stores the picture and its thumbnail. */
export async function storeProductImage(storage: Storage, upload: Buffer): Promise<UploadedProductImage> {
  const image = await processImage(upload, {
    maxSide: UPLOAD_LIMITS.maxImageSide,
    thumbnail: PRODUCT_THUMBNAIL_SIDE,
  })
  const id = randomUUID()
  const imagePath = productImageKey(id)
  await storage.put(imagePath, image.data, image.contentType)
  try {
    if (image.thumbnail)
      await storage.put(thumbnailKeyOf(imagePath), image.thumbnail.data, image.thumbnail.contentType)
  } catch (err) {
    await storage.delete(imagePath)
    throw err
  }
  return { id, imagePath, ...productImageUrls(storage, imagePath), width: image.width, height: image.height }
}

/**
 * Removes a picture a product no longer uses, unless something still shows it: another product
 * naming the same key, or an order line whose snapshot points at it (past orders keep their
 * pictures, as they keep their names and prices). `exceptProductId` is the product letting go.
 */
export async function imageStillShown(
  db: Db,
  storage: Storage,
  imagePath: string,
  exceptProductId: string | null,
): Promise<boolean> {
  const urls = productImageUrls(storage, imagePath)
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.imagePath, imagePath), exceptProductId ? ne(products.id, exceptProductId) : undefined),
    )
    .limit(1)
  if (product) return true
  // An order line that snapshots it. With the product known, its order lines are found by
  // order_items_product_idx; a bare upload id (DELETE /product-images/:id) checks every line,
  // which only matters for a picture whose product was deleted but whose orders remain.
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        exceptProductId ? eq(orderItems.productId, exceptProductId) : undefined,
        inArray(orderItems.productImage, [urls.imageUrl, urls.thumbnailUrl]),
      ),
    )
    .limit(1)
  return Boolean(line)
}

/** Removes the picture and its thumbnail; a missing file is not an error. */
export async function deleteImageFiles(storage: Storage, imagePath: string): Promise<void> {
  await storage.delete(imagePath)
  await storage.delete(thumbnailKeyOf(imagePath))
}

/** Removes the picture unless something still shows it (see imageStillShown). */
export async function removeProductImageIfUnused(
  db: Db,
  storage: Storage,
  imagePath: string,
  exceptProductId: string | null,
): Promise<boolean> {
  if (await imageStillShown(db, storage, imagePath, exceptProductId)) return false
  await deleteImageFiles(storage, imagePath)
  return true
}
