import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import type { SortDirection } from '#shared/schemas/admin.ts'
import type { ListSort } from '../hooks/use-list-sort.ts'

type SortHeaderProps<K extends string> = {
  label: string
  sortKey: K
  list: ListSort<K>
  /** The direction a first click sorts in: 'asc' for names, 'desc' for figures and dates. */
  firstDir: SortDirection
  align?: 'left' | 'right'
  className?: string
}

/**
 * A column header that sorts the table on the server (the whole list, not just this page). The
 * header cell carries aria-sort, so a screen reader says which column orders the rows and how.
 */
export function SortHeader<K extends string>({
  label,
  sortKey,
  list,
  firstDir,
  align = 'left',
  className,
}: SortHeaderProps<K>) {
  const active = list.sort === sortKey
  const Icon = !active ? ArrowUpDownIcon : list.dir === 'asc' ? ArrowUpIcon : ArrowDownIcon
  return (
    <th
      scope="col"
      aria-sort={active ? (list.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-2 py-1.5 font-semibold', align === 'right' && 'text-right', className)}
    >
      <button
        type="button"
        onClick={() => list.sortBy(sortKey, firstDir)}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-2 py-1.5 uppercase hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          align === 'right' && 'flex-row-reverse',
          active && 'text-foreground',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-50')} />
      </button>
    </th>
  )
}
