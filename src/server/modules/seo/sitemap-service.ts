import { asc, count, eq } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema.ts'
import { CLIENT_ROUTES } from '#shared/client-routes.ts'

// robots.txt and sitemap.xml (issue 9 item 15) from the one list of client routes: the public
// pages without parameters, every active category and every available product, as absolute
// URLs under PUBLIC_URL. One sitemap file holds at most 50,000 URLs (sitemaps.org); a larger
// catalogue gets a sitemap index whose files each list a run of products in id order.

const SITEMAP_MAX_URLS = 50_000

type Entry = { path: string; lastmod?: Date }

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

const pagePath = (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id))

function urlset(publicUrl: string, entries: Entry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(publicUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** '/', '/categories', '/privacy' and every active category. */
async function pageEntries(db: Db): Promise<Entry[]> {
  const fixed = Object.values(CLIENT_ROUTES)
    .filter((r) => r.public && !r.path.includes(':'))
    .map((r) => ({ path: r.path }))
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
  return [...fixed, ...rows.map((c) => ({ path: pagePath(CLIENT_ROUTES.category.path, c.id) }))]
}

/** Available products in id order (a stable split into files), `limit` of them from `offset`. */
async function productEntries(db: Db, limit: number, offset = 0): Promise<Entry[]> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isAvailable, true))
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(offset)
  return rows.map((p) => ({ path: pagePath(CLIENT_ROUTES.product.path, p.id), lastmod: p.updatedAt }))
}

/**
 * /sitemap.xml: every URL in one file while they fit, else an index of /sitemaps/pages.xml and
 * /sitemaps/products-N.xml (N from 1).
 */
export async function sitemapXml(db: Db, publicUrl: string, maxUrls = SITEMAP_MAX_URLS): Promise<string> {
  const pages = await pageEntries(db)
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(products)
    .where(eq(products.isAvailable, true))
  if (pages.length + n <= maxUrls) return urlset(publicUrl, [...pages, ...(await productEntries(db, n))])
  const files = ['/sitemaps/pages.xml']
  for (let i = 1; i <= Math.ceil(n / maxUrls); i++) files.push(`/sitemaps/products-${i}.xml`)
  const items = files.map((f) => `<sitemap><loc>${escapeXml(publicUrl + f)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** One file of the index: 'pages' or 'products-N'; null when there is no such file. */
export async function sitemapPartXml(
  db: Db,
  publicUrl: string,
  part: string,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<string | null> {
  if (part === 'pages') return urlset(publicUrl, await pageEntries(db))
  const page = /^products-([1-9]\d{0,5})$/.exec(part)?.[1]
  if (!page) return null
  const entries = await productEntries(db, maxUrls, (Number(page) - 1) * maxUrls)
  return entries.length > 0 ? urlset(publicUrl, entries) : null
}

/** Crawlers may read the public pages, search and the cart; the API and the account pages are not for them. */
export function robotsTxt(publicUrl: string): string {
  const disallow = new Set<string>(['/api/'])
  for (const route of Object.values(CLIENT_ROUTES)) {
    if (route.public || 'crawlable' in route) continue
    // '/order/:id' → '/order/'; '/profile/edit' is already covered by '/profile'.
    disallow.add(route.path.replace(/:.*$/, ''))
  }
  // Rules match by prefix: '/profile' already keeps crawlers from '/profile/edit'.
  const lines = [...disallow]
    .sort()
    .filter((path, _, all) => !all.some((o) => o !== path && path.startsWith(o)))
  return `User-agent: *\nAllow: /\n${lines.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`
}
