import { AlertCircleIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { cn } from '#client/lib/cn.ts'

/** Placeholder cards while a tab's first page loads. */
export function ListSkeleton({ count = 4, className }: { count?: number; className?: string }) {
  return (
    <div aria-busy="true" className={cn('grid gap-3', className)}>
      <span className="sr-only">Loading</span>
      {Array.from({ length: count }, (_, i) => i).map((i) => (
        <Skeleton key={i} className="h-36 w-full rounded-2xl" />
      ))}
    </div>
  )
}

/** A failed load: the spec's message and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center"
    >
      <AlertCircleIcon aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-semibold">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
