import { ORDER_STATUSES } from './order-status.ts'

// The admin lists' plain values, without zod: the admin area's first screen (the Orders tab) reads
// them, and importing them from schemas/admin.ts would carry zod and every schema into its first
// download (issue 13 item 6). schemas/admin.ts builds its schemas on these and re-exports them.

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 20

/** The Orders tab's status filter: every status, or all of them. */
export const ADMIN_ORDER_STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const

/** Analytics chart: daily orders and revenue over this many days, today included. */
export const ANALYTICS_DAYS = 30
