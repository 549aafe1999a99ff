import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { FavoriteList } from '#shared/schemas/favorites.ts'

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: ['favorites', 'list'],
    queryFn: async ({ signal }) => (await apiGet<FavoriteList>('/favorites', undefined, signal)).items,
  })

export function useFavorites() {
  return useQuery(favoritesQueryOptions())
}
