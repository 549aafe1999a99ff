import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'

type PagerProps = {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  /** What the pages hold, for screen readers: 'orders', 'products'… */
  label: string
}

/** Previous / 'Page 2 of 9' / Next under a paged admin list; nothing when one page holds it all. */
export function Pager({ page, pageCount, onPageChange, label }: PagerProps) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={`${label} pages`} className="mt-6 flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">
        Page {page} of {pageCount}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRightIcon aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  )
}
