import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'

/** Fills the page area while a lazily loaded page's code arrives on the first visit. */
export function PageLoading() {
  const t = useT(messages)
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-72 max-w-full" />
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="aspect-[3/4] w-full rounded-2xl" />
        ))}
      </div>
    </div>
  )
}
