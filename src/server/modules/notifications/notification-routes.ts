import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '#server/plugins/auth.ts'
import { ApiErrorSchema } from '#shared/errors.ts'
import { IdParamsSchema } from '#shared/schemas/common.ts'
import {
  MarkAllReadResultSchema,
  NotificationListSchema,
  NotificationSchema,
} from '#shared/schemas/notifications.ts'
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notification-service.ts'

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema }

/** The bell panel (spec section 2, Notification panel): the user's own notifications only. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/notifications',
    { schema: { response: { 200: NotificationListSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request)
      return listNotifications(db, user.id)
    },
  )

  app.post(
    '/notifications/:id/read',
    { schema: { params: IdParamsSchema, response: { 200: NotificationSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request)
      return markNotificationRead(db, user.id, request.params.id)
    },
  )

  app.post(
    '/notifications/read-all',
    { schema: { response: { 200: MarkAllReadResultSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request)
      return markAllNotificationsRead(db, user.id)
    },
  )
}
