import { useQueryClient } from '@tanstack/react-query'
import { refetchAfterEvent, useRealtimeEvent } from '#client/features/realtime/public.ts'
import { ORDERS_QUERY_KEY } from '../api/get-orders.ts'

const ORDER_EVENTS = ['order.created', 'order.updated', 'order.partner_assigned'] as const

/** My Orders and tracking follow status changes and the partner's assignment as they happen. */
export function useOrderLiveUpdates() {
  const queryClient = useQueryClient()
  useRealtimeEvent(ORDER_EVENTS, () => {
    void refetchAfterEvent(queryClient, ORDERS_QUERY_KEY)
  })
}
