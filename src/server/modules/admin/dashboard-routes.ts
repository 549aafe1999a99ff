import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AnalyticsSchema, DashboardSummarySchema, RecentOrdersSchema } from '#shared/schemas/admin.ts'
import { adminErrors } from './admin-errors.ts'
import { analytics } from './analytics-service.ts'
import { dashboardSummary, recentOrders } from './dashboard-service.ts'

/** Summary cards, the header's notifications button and the Analytics tab. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  app.get('/dashboard', { schema: { response: { 200: DashboardSummarySchema, ...adminErrors } } }, () =>
    dashboardSummary(db),
  )
  app.get('/recent-orders', { schema: { response: { 200: RecentOrdersSchema, ...adminErrors } } }, () =>
    recentOrders(db),
  )
  app.get('/analytics', { schema: { response: { 200: AnalyticsSchema, ...adminErrors } } }, () =>
    analytics(db),
  )
}
