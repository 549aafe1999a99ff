import { Progress as ProgressPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'

/** A progress bar (role progressbar with aria-valuenow) for uploads; value 0 to 100. */
export function Progress({ value, className, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  const percent = Math.max(0, Math.min(100, value ?? 0))
  return (
    <ProgressPrimitive.Root
      value={percent}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-primary transition-[width] duration-200"
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  )
}
