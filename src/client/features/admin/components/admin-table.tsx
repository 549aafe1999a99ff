import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'

type AdminTableProps = {
  /** The header row's cells: SortHeader for sortable columns, ColumnHeader for the others. */
  head: ReactNode
  /** The body's rows. */
  children: ReactNode
  /** Classes for the header group (the customers table hides it below 768 px). */
  headClassName?: string
}

/**
 * The frame of every admin table (products, orders, customers): the rounded card, the muted
 * header row and the divided body, so the tables look and read alike.
 */
export function AdminTable({ head, children, headClassName }: AdminTableProps) {
  return (
    <div className="overflow-hidden rounded-2xl border bg-card shadow-xs">
      <table className="w-full text-sm">
        <thead
          className={cn('bg-muted/60 text-left text-xs tracking-wide text-muted-foreground', headClassName)}
        >
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  )
}

/** A header cell that does not sort. */
export function ColumnHeader({
  children,
  align = 'left',
}: {
  children: ReactNode
  align?: 'left' | 'right'
}) {
  return (
    <th scope="col" className={cn('px-4 py-3 font-semibold uppercase', align === 'right' && 'text-right')}>
      {children}
    </th>
  )
}
