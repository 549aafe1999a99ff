// The listing routes' misses answered in front of Fastify (issue 13 item 2, ADR 040): the same
// input checks as the routes (Fastify's query-string parser, the control-character guard, the
// routes' zod schemas) and the same service call, without Fastify's request and reply objects,
// routing, hooks and request logging. Anything the routes would refuse or route elsewhere is
// left to Fastify, which answers it as before.
import { parse as parseQuery } from 'fast-querystring'
import type { Db } from '#server/db/database.ts'
import { ProductFiltersSchema } from '#shared/schemas/catalog.ts'
import { controlCharacterPaths, IdParamsSchema } from '#shared/schemas/common.ts'
import type { FrontLane } from './catalog-answers.ts'
import type { CatalogCaches } from './catalog-cache.ts'
import { listAllProducts, listCategoryProducts } from './product-listing.ts'

/**
 * `prefix` is where the catalogue routes are mounted ('/api'). Only the exact paths of
 * GET {prefix}/products and GET {prefix}/categories/:id/products are taken; a trailing slash,
 * a percent-encoded id or any refused input goes to Fastify.
 */
export function listingLane(db: Db, caches: CatalogCaches, prefix: string): FrontLane {
  const all = `${prefix}/products`
  const categories = `${prefix}/categories/`
  return (path, query) => {
    let id: string | undefined
    if (path !== all) {
      if (!path.startsWith(categories) || !path.endsWith('/products')) return undefined
      id = path.slice(categories.length, -'/products'.length)
      if (!IdParamsSchema.safeParse({ id }).success) return undefined
    }
    // As find-my-way parses a query string for Fastify.
    const raw = query.length === 0 ? {} : (parseQuery(query) as Record<string, unknown>)
    if (controlCharacterPaths(raw).length > 0) return undefined
    const filters = ProductFiltersSchema.safeParse(raw)
    if (!filters.success) return undefined
    const categoryId = id
    return categoryId === undefined
      ? () => listAllProducts(db, caches, filters.data)
      : () => listCategoryProducts(db, caches, categoryId, filters.data)
  }
}
