import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '#client/lib/api-client.ts'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely; a minute avoids refetching on every back navigation.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // Ask even when the browser says it is offline: the service worker answers with the last
        // copy it kept (ADR 031). TanStack's default would pause the query and show nothing.
        networkMode: 'offlineFirst',
        // A 4xx will not change on retry (unknown id, bad filter); network and 5xx get one more try.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
    },
  })
}
