import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { BrowserRouter } from 'react-router'
import { useToasterWanted } from '#client/lib/toast.ts'
import { AppRoutes } from './router.tsx'

const AppToaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.AppToaster })))

/** The browser's app: the pages under the browser's own history. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppFrame queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  )
}

/**
 * Everything around the router, the same for the browser and the server's page renderer
 * (entry-server.tsx, which puts a StaticRouter inside): both must draw the same tree (ADR 043).
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const toasterWanted = useToasterWanted()
  useServiceWorker(queryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
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
