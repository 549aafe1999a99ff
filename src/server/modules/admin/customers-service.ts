import { and, count, eq, notExists, type SQL, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { profiles, userRoles, users } from '#server/db/schema.ts'
import type { AdminCustomerListQuery, AdminCustomerPage, AdminCustomerSort } from '#shared/schemas/admin.ts'
import { containsPattern, pageCount, sortedBy } from './like-pattern.ts'

// The Customers tab (decisions.md 11): every account that is not a store admin, newest first,
// with its order figures. The figures are computed for the page's customers only, each from
// orders_user_created_idx, so a page costs the same with 100 or 100,000 customers.

const notAdmin = notExists(
  sql`(SELECT 1 FROM ${userRoles} WHERE ${userRoles.userId} = ${users.id} AND ${userRoles.role} = 'admin')`,
)
const displayName = sql<string>`coalesce(nullif(${profiles.name}, ''), ${users.name})`

const orderCount = sql<number>`(SELECT count(*) FROM orders o WHERE o.user_id = ${users.id})::int`
const totalSpend = sql<number>`(SELECT coalesce(sum(o.total_amount), 0) FROM orders o WHERE o.user_id = ${users.id} AND o.status <> 'cancelled')::bigint`

/** Newest first by default; by name, orders or spend the figures are computed for every match first. */
const CUSTOMER_SORT_COLUMNS = {
  joined: users.createdAt,
  name: sql`lower(${displayName})`,
  orders: orderCount,
  spent: totalSpend,
} satisfies Record<AdminCustomerSort, unknown>

export async function listCustomers(db: Db, query: AdminCustomerListQuery): Promise<AdminCustomerPage> {
  const conditions: SQL[] = [notAdmin]
  if (query.search) {
    const pattern = containsPattern(query.search)
    conditions.push(
      sql`(lower(${users.name}) LIKE ${pattern} OR lower(${users.email}) LIKE ${pattern} OR lower(coalesce(${profiles.name}, '')) LIKE ${pattern})`,
    )
  }
  const where = and(...conditions)
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: displayName,
        email: users.email,
        joinedAt: users.createdAt,
        orderCount,
        totalSpend,
        lastOrderAt: sql<
          string | null
        >`(SELECT max(o.created_at) FROM orders o WHERE o.user_id = ${users.id})`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(...sortedBy(query.dir, CUSTOMER_SORT_COLUMNS[query.sort], users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(where),
  ])
  const total = totalRow?.n ?? 0
  return {
    items: rows.map((r) => ({
      ...r,
      joinedAt: r.joinedAt.toISOString(),
      orderCount: Number(r.orderCount),
      totalSpend: Number(r.totalSpend),
      lastOrderAt: r.lastOrderAt ? new Date(r.lastOrderAt).toISOString() : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: pageCount(total, query.pageSize),
  }
}
