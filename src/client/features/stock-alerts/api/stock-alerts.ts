import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiRequest } from '#client/lib/api-client.ts'
import type { StockAlertIds, StockAlertState } from '#shared/schemas/stock-alerts.ts'

/** The products the shopper asked to hear about (one query for every card on the page). */
export const stockAlertIdsQueryOptions = () =>
  queryOptions({
    queryKey: ['stock-alerts'],
    queryFn: async ({ signal }) =>
      (await apiGet<StockAlertIds>('/stock-alerts', undefined, signal)).productIds,
    staleTime: 60_000,
  })

export function useStockAlertIds() {
  return useQuery(stockAlertIdsQueryOptions())
}

type Change = { productId: string; subscribed: boolean }

export function setStockAlert({ productId, subscribed }: Change) {
  return apiRequest<StockAlertState>(`/stock-alerts/${encodeURIComponent(productId)}`, {
    method: subscribed ? 'PUT' : 'DELETE',
  })
}

/** PUT/DELETE /api/stock-alerts/:productId; the button changes at once and reverts on failure. */
export function useSetStockAlert() {
  const queryClient = useQueryClient()
  const key = stockAlertIdsQueryOptions().queryKey
  return useMutation({
    mutationFn: setStockAlert,
    onMutate: async ({ productId, subscribed }: Change) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData(key)
      queryClient.setQueryData(key, (ids = []) => [
        ...(subscribed ? [productId] : []),
        ...ids.filter((id) => id !== productId),
      ])
      return { previous }
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
