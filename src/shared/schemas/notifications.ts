import { z } from 'zod'
import { DateTimeSchema, IdSchema } from './common.ts'

export const NOTIFICATION_TYPES = ['order', 'success', 'warning', 'error', 'other'] as const
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES)
export type NotificationType = z.infer<typeof NotificationTypeSchema>

export const NotificationSchema = z.object({
  id: IdSchema,
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  /** Optional in-app path to follow on click, e.g. '/order/<id>'. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  readAt: DateTimeSchema.nullable(),
  createdAt: DateTimeSchema,
})
export type Notification = z.infer<typeof NotificationSchema>

/** The panel's list (newest first, at most NOTIFICATIONS_LIMIT) and the bell's badge. */
export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unreadCount: z.number().int().nonnegative(),
})
export type NotificationList = z.infer<typeof NotificationListSchema>

export const MarkAllReadResultSchema = z.object({ updated: z.number().int().nonnegative() })
export type MarkAllReadResult = z.infer<typeof MarkAllReadResultSchema>
