import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { FavoriteIds } from '#shared/schemas/favorites.ts'

/** One small query answers every heart on the page. */
export const favoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: ['favorites', 'ids'],
    queryFn: async ({ signal }) =>
      (await apiGet<FavoriteIds>('/favorites/ids', undefined, signal)).productIds,
    staleTime: 60_000,
  })

export function useFavoriteIds(signedIn: boolean) {
  return useQuery({ ...favoriteIdsQueryOptions(), enabled: signedIn })
}
