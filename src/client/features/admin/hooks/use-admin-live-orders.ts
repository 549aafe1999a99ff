import { useQueryClient } from '@tanstack/react-query'
import { refetchAfterEvent, useRealtimeEvent } from '#client/features/realtime/public.ts'
import { translator } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/admin.json'
import { adminKeys } from '../api/admin-keys.ts'

const t = translator(messages)
const ORDER_EVENTS = ['order.created', 'order.updated', 'order.partner_assigned'] as const

/**
 * Keeps the dashboard live (topic 'admin:orders'): a new or changed order refetches the cards,
 * the notifications button, the order list and analytics; a new order also shows a toast.
 */
export function useAdminLiveOrders() {
  const queryClient = useQueryClient()
  useRealtimeEvent(ORDER_EVENTS, (event) => {
    if (event.topic !== 'admin:orders') return
    void refetchAfterEvent(queryClient, adminKeys.all)
    if (event.type === 'order.created') {
      notify.info(t('admin.newOrderReceived'), { description: event.payload.orderNumber })
    }
  })
}
