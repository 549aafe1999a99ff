import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/database.ts'
import { notifications, userPreferences } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { timeOrderedId } from '#server/lib/time-ordered-id.ts'
import { publish } from '#server/modules/realtime/publish.ts'
import { NOTIFICATIONS_LIMIT } from '#shared/constants.ts'
import { type NotificationPreference, wantsNotification } from '#shared/notification-preferences.ts'
import type { RealtimeEvent } from '#shared/realtime.ts'
import type {
  MarkAllReadResult,
  Notification,
  NotificationList,
  NotificationType,
} from '#shared/schemas/notifications.ts'
import { type NoticeText, noticeWords, readerLocale } from './notice-text.ts'

export type NewNotification = {
  userId: string
  type: NotificationType
  /** Written in the user's language when created. */
  text: NoticeText
  link?: string | null
  /** The Settings toggle that covers it (notification-preferences.ts); null: always sent. */
  preference: NotificationPreference | null
}

const columns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  link: notifications.link,
  isRead: notifications.isRead,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
}
type Row = Pick<typeof notifications.$inferSelect, keyof typeof columns>

function toNotification(row: Row): Notification {
  return {
    ...row,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The realtime event announcing a new notification on its user's topic. */
export function notificationCreatedEvent(
  userId: string,
  notification: Notification,
): RealtimeEvent<'notification.created'> {
  return { topic: `user:${userId}`, type: 'notification.created', payload: notification }
}

/**
 * Writes a notification inside the caller's transaction (an order change and its notice commit
 * together) and announces it on the user's topic, so the bell and the toast appear live. A caller
 * that publishes several events at once passes `publish: false` and sends
 * notificationCreatedEvent with its own. Nothing is written or announced (null) when the user
 * switched off the preference that covers it.
 */
export async function createNotification(
  tx: Db | Tx,
  input: NewNotification,
  options: { publish: boolean } = { publish: true },
): Promise<Notification | null> {
  const { preference, text, ...values } = input
  if (preference) {
    const [saved] = await tx
      .select({ toggles: userPreferences.notificationPreferences })
      .from(userPreferences)
      .where(eq(userPreferences.userId, input.userId))
    if (!wantsNotification(saved?.toggles, preference)) return null
  }
  const [row] = await tx
    .insert(notifications)
    .values({
      // Time-ordered: the list's tie-break when two notices share created_at.
      id: timeOrderedId(),
      ...values,
      ...noticeWords(await readerLocale(tx, input.userId), text),
      link: values.link ?? null,
    })
    .returning(columns)
  const notification = toNotification(row!)
  if (options.publish) await publish(tx, notificationCreatedEvent(input.userId, notification))
  return notification
}

/** The panel: the user's latest notifications and how many are unread. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LIMIT),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
  ])
  return { items: rows.map(toNotification), unreadCount: unread?.n ?? 0 }
}

/** Marks one of the user's notifications read; another user's id answers 404 like an unknown one. */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<Notification> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      // Reading twice keeps the first read time.
      .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning(columns)
    if (!row) throw AppError.notFound('Notification not found')
    await publish(tx, { topic: `user:${userId}`, type: 'notification.read', payload: { id } })
    return toNotification(row)
  })
}

export async function markAllNotificationsRead(db: Db, userId: string): Promise<MarkAllReadResult> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ isRead: true, readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id })
    if (rows.length > 0) {
      await publish(tx, { topic: `user:${userId}`, type: 'notification.read', payload: { all: true } })
    }
    return { updated: rows.length }
  })
}
