import type { Db } from '#server/db/database.ts'
import { AppError } from '#server/lib/app-error.ts'
import { getCategory, getProductDetail } from '#server/modules/catalog/catalog-service.ts'
import { matchClientRoute } from '#shared/client-routes.ts'
import { isUuid } from '#shared/ids.ts'

/**
 * The HTTP status of a page of the app (issue 9 item 15: no soft 404s). 404 for a path no client
 * route answers, and for a product or category page whose id names nothing, decided by the same
 * reads the page's own API call makes, so the status and the page never disagree.
 */
export async function pageStatus(db: Db, pathname: string): Promise<200 | 404> {
  const match = matchClientRoute(pathname)
  if (!match) return 404
  const { record } = match.route as { record?: 'product' | 'category' }
  if (!record) return 200
  const id = match.params.id ?? ''
  if (!isUuid(id)) return 404
  try {
    await (record === 'product' ? getProductDetail(db, id) : getCategory(db, id))
    return 200
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return 404
    throw err
  }
}
