import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { BrowserRouter } from 'react-router'
import { useToasterWanted } from '#client/lib/toast.ts'
import { createQueryClient } from './query-client.ts'
import { AppRoutes } from './router.tsx'

const AppToaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.AppToaster })))

export function App() {
  const [queryClient] = useState(createQueryClient)
  const toasterWanted = useToasterWanted()
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
