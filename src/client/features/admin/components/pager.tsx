import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'

type PagerProps = {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  /** What the pages hold, for screen readers: 'Order pages', 'Product pages'… */
  label: string
}

/** Previous / 'Page 2 of 9' / Next under a paged admin list; nothing when one page holds it all. */
export function Pager({ page, pageCount, onPageChange, label }: PagerProps) {
  const t = useT(messages)
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" className="size-4" />
        {t('admin.previous')}
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">
        {t('admin.pageOf', { page, pageCount })}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t('admin.next')}
        <ChevronRightIcon aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  )
}
