import { lazy, Suspense } from 'react'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import type { BuyAgainProps } from './buy-again.tsx'

// Visitors never need it, so the home page's first download does not carry it.
const BuyAgain = lazy(async () => ({ default: (await import('./buy-again.tsx')).BuyAgain }))

export function LazyBuyAgain(props: BuyAgainProps) {
  return (
    <Suspense fallback={<Skeleton className="mt-3 h-20 rounded-2xl" />}>
      <BuyAgain {...props} />
    </Suspense>
  )
}
