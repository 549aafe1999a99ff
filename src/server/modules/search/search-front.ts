// The search routes' misses answered in front of Fastify (issue 13 item 2, ADR 077), as the
// listings' are (listing-front.ts, ADR 040): the same input checks as the routes (Fastify's
// query-string parser, the control-character guard, the routes' zod schemas) and the same service
// call, without Fastify's request and reply objects, routing, hooks and request log. Anything the
// routes would refuse or route elsewhere is left to Fastify, which answers it as before.
import { parse as parseQuery } from 'fast-querystring'
import type { Db } from '#server/db/database.ts'
import type { FrontLane } from '#server/modules/catalog/catalog-answers.ts'
import type { CatalogCaches } from '#server/modules/catalog/catalog-cache.ts'
import { SearchQuerySchema } from '#shared/schemas/catalog.ts'
import { controlCharacterPaths } from '#shared/schemas/common.ts'
import { SuggestQuerySchema } from '#shared/schemas/search.ts'
import { searchProducts } from './search-service.ts'
import { suggest } from './suggest-service.ts'

/**
 * `prefix` is where the catalogue routes are mounted ('/api'). Only the exact paths of
 * GET {prefix}/search and GET {prefix}/search/suggest are taken; a trailing slash or any refused
 * input goes to Fastify.
 */
export function searchLane(db: Db, caches: CatalogCaches, prefix: string): FrontLane {
  const searchPath = `${prefix}/search`
  const suggestPath = `${prefix}/search/suggest`
  return (path, query) => {
    if (path !== searchPath && path !== suggestPath) return undefined
    // As find-my-way parses a query string for Fastify.
    const raw = query.length === 0 ? {} : (parseQuery(query) as Record<string, unknown>)
    if (controlCharacterPaths(raw).length > 0) return undefined
    if (path === searchPath) {
      const parsed = SearchQuerySchema.safeParse(raw)
      if (!parsed.success) return undefined
      const q = parsed.data
      return () => searchProducts(db, caches, q)
    }
    const parsed = SuggestQuerySchema.safeParse(raw)
    if (!parsed.success) return undefined
    const q = parsed.data.q
    return () => suggest(db, q)
  }
}
