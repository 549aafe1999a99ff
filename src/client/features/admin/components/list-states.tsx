import { AlertCircleIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'

/** Placeholder cards while a tab's first page loads. */
export function ListSkeleton({ count = 4, className }: { count?: number; className?: string }) {
  const t = useT(messages)
  return (
    <div aria-busy="true" className={cn('grid gap-3', className)}>
      <span className="sr-only">{t('admin.loading')}</span>
      {Array.from({ length: count }, (_, i) => i).map((i) => (
        <Skeleton key={i} className="h-36 w-full rounded-2xl" />
      ))}
    </div>
  )
}

/** A failed load: the spec's message and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT(messages)
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center"
    >
      <AlertCircleIcon aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-semibold">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('admin.tryAgain')}
      </Button>
    </div>
  )
}
