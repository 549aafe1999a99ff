import type { ReactNode } from 'react'

type TabHeaderProps = { id: string; title: string; count?: ReactNode; actions?: ReactNode }

/** A tab's heading ('Order Management', …) with its total on the left and actions on the right. */
export function TabHeader({ id, title, count, actions }: TabHeaderProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        {count !== undefined ? <p className="text-sm text-muted-foreground">{count}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  )
}
