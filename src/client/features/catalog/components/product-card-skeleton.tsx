import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { cn } from '#client/lib/cn.ts'

export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex flex-col rounded-2xl border bg-card p-2.5', className)}>
      <Skeleton className="aspect-square w-full rounded-xl" />
      <Skeleton className="mt-3 h-3.5 w-11/12" />
      <Skeleton className="mt-1.5 h-3.5 w-2/3" />
      <Skeleton className="mt-2 h-3 w-1/3" />
      <div className="mt-3 flex items-end justify-between">
        <Skeleton className="h-4 w-12" />
        <Skeleton className="h-8 w-16 rounded-lg" />
      </div>
    </div>
  )
}
