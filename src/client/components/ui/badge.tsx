import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'

const variants = {
  success: 'bg-brand-soft text-brand-soft-foreground',
  danger: 'bg-destructive/12 text-destructive dark:bg-destructive/20',
  offer: 'bg-offer text-offer-foreground',
  neutral: 'bg-muted text-muted-foreground',
} as const

type BadgeProps = ComponentProps<'span'> & { variant?: keyof typeof variants }

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  )
}

/** The little count bubble on cart icons: 99+ above the limit (spec section 9). */
export function CountBubble({ count, max, className }: { count: number; max: number; className?: string }) {
  if (count <= 0) return null
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute -top-1.5 -right-2 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-destructive-foreground ring-2 ring-card',
        className,
      )}
    >
      {count > max ? `${max}+` : count}
    </span>
  )
}
