import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'

/**
 * A page's main action in thumb reach (issue 12 item 2): on phones and tablets a bar fixed just
 * above the bottom navigation (the shell's <main> makes room for it); from lg, where the bottom
 * bar is gone and the page has room, it sits in the page where it is placed (`inline`), or
 * is not shown at all (`phoneOnly`, for the listing pages' View cart bar).
 */
export function ActionBar({
  label,
  children,
  desktop = 'inline',
  className,
}: {
  /** The landmark's name, e.g. 'Add to cart' or 'Checkout'. */
  label: string
  children: ReactNode
  desktop?: 'inline' | 'phoneOnly'
  className?: string
}) {
  return (
    <section
      data-action-bar=""
      aria-label={label}
      className={cn(
        // Just over the bottom navigation, whose height is one rule (--bottom-nav-height in
        // styles.css); slimmer on a short screen, as the navigation is.
        'fixed inset-x-0 bottom-[calc(var(--bottom-nav-height)+env(safe-area-inset-bottom))] z-20 border-t bg-card px-4 py-2.5 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] short:py-1.5',
        desktop === 'inline'
          ? 'lg:static lg:z-auto lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none'
          : 'lg:hidden',
      )}
    >
      <div className={cn('mx-auto flex max-w-6xl items-center gap-3', className)}>{children}</div>
    </section>
  )
}
