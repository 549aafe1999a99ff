import type { UseQueryResult } from '@tanstack/react-query'
import {
  AlertTriangleIcon,
  BellIcon,
  CheckCheckIcon,
  CheckCircle2Icon,
  type LucideIcon,
  PackageIcon,
  XCircleIcon,
} from 'lucide-react'
import { useNavigate } from 'react-router'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/notifications.json'
import type { Notification, NotificationList, NotificationType } from '#shared/schemas/notifications.ts'
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/notification-mutations.ts'
import { timeAgo } from '../hooks/time-ago.ts'

const TYPE_ICONS: Record<NotificationType, { icon: LucideIcon; className: string }> = {
  order: { icon: PackageIcon, className: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200' },
  success: { icon: CheckCircle2Icon, className: 'bg-brand-soft text-brand-soft-foreground' },
  warning: {
    icon: AlertTriangleIcon,
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  error: { icon: XCircleIcon, className: 'bg-destructive/12 text-destructive' },
  other: { icon: BellIcon, className: 'bg-muted text-muted-foreground' },
}

type NotificationPanelProps = { query: UseQueryResult<NotificationList>; onClose: () => void }

/** The 400 px panel (spec section 2): newest 10, Mark all read, click → read, follow link, close. */
export function NotificationPanel({ query, onClose }: NotificationPanelProps) {
  const t = useT(messages)
  const navigate = useNavigate()
  const markRead = useMarkNotificationRead()
  const markAll = useMarkAllNotificationsRead()
  const items = query.data?.items ?? []
  const unread = query.data?.unreadCount ?? 0

  const open = (notification: Notification) => {
    if (!notification.isRead) {
      markRead.mutate(notification.id, {
        onError: (error) => {
          console.error('Failed to mark notification as read', error)
          notify.error(t('notifications.markReadFailed'))
        },
      })
    }
    if (notification.link?.startsWith('/')) navigate(notification.link)
    onClose()
  }

  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => notify.success(t('notifications.allRead')),
      onError: (error) => {
        console.error('Failed to mark all as read', error)
        notify.error(t('notifications.markAllFailed'))
      },
    })

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
        <h2 className="font-bold">{t('notifications.title')}</h2>
        <button
          type="button"
          onClick={readAll}
          disabled={unread === 0 || markAll.isPending}
          className="flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-primary transition hover:bg-brand-soft disabled:pointer-events-none disabled:opacity-50"
        >
          <CheckCheckIcon aria-hidden="true" className="size-4" />
          {t('notifications.markAllRead')}
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {query.isPending ? (
          <p className="p-6 text-center text-sm text-muted-foreground">{t('notifications.loading')}</p>
        ) : items.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted-foreground">
            <BellIcon aria-hidden="true" className="size-8 opacity-50" />
            {t('notifications.none')}
          </div>
        ) : (
          <ul className="divide-y">
            {items.map((notification) => {
              const { icon: Icon, className } = TYPE_ICONS[notification.type]
              return (
                <li key={notification.id}>
                  <button
                    type="button"
                    onClick={() => open(notification)}
                    className={cn(
                      'flex w-full gap-3 px-4 py-3 text-left transition hover:bg-muted',
                      !notification.isRead && 'bg-brand-soft/30',
                    )}
                  >
                    <span
                      className={cn(
                        'flex size-9 shrink-0 items-center justify-center rounded-full',
                        className,
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-start justify-between gap-2">
                        <span className={cn('text-sm', notification.isRead ? 'font-medium' : 'font-bold')}>
                          {notification.title}
                        </span>
                        {notification.isRead ? null : (
                          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
                            <span className="sr-only">{t('notifications.unread')}</span>
                          </span>
                        )}
                      </span>
                      <span className="line-clamp-2 text-xs text-muted-foreground">
                        {notification.message}
                      </span>
                      <span className="mt-0.5 block text-[11px] text-muted-foreground">
                        {timeAgo(notification.createdAt)}
                      </span>
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </>
  )
}
