import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'

type EmptyStateProps = {
  icon: LucideIcon
  title: string
  description?: ReactNode
  action?: ReactNode
  className?: string
  /** 'h1' where the empty state is the whole page (a page always has an h1, issue 12 item 6). */
  titleAs?: 'h1' | 'h2'
}

/** The centred message of an empty list or screen. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  titleAs: Title = 'h2',
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center px-6 py-14 text-center', className)}>
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
        <Icon aria-hidden="true" className="size-9" strokeWidth={1.75} />
      </span>
      <Title className="mt-5 text-lg font-bold">{title}</Title>
      {description ? <p className="mt-1.5 max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  )
}
