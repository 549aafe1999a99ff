import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { BrowserRouter } from 'react-router'
import { useToasterWanted } from '#client/lib/toast.ts'
import { createQueryClient } from './query-client.ts'
import { AppRoutes } from './router.tsx'

const AppToaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.AppToaster })))

export function App() {
  const [queryClient] = useState(createQueryClient)
  const toasterWanted = useToasterWanted()
  useServiceWorker(queryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {toasterWanted ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  )
}

/** Registers the service worker once the page has loaded (ADR 031); its code is its own chunk. */
function useServiceWorker(queryClient: QueryClient) {
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
    const start = () =>
      void import('./service-worker.ts')
        .then((m) => m.registerServiceWorker(queryClient))
        .catch(console.error)
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
  }, [queryClient])
}
