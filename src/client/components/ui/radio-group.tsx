import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'

export const RadioGroup = RadioGroupPrimitive.Root

/** A radio drawn as a row with a dot, for short lists such as sort orders. */
export function RadioRow({
  className,
  children,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item> & { children: ReactNode }) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'group flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm transition hover:bg-muted data-[state=checked]:bg-brand-soft data-[state=checked]:font-semibold data-[state=checked]:text-brand-soft-foreground',
        className,
      )}
      {...props}
    >
      <span className="flex size-4 items-center justify-center rounded-full border-2 border-input group-data-[state=checked]:border-primary">
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />
      </span>
      {children}
    </RadioGroupPrimitive.Item>
  )
}

/** A radio drawn as a pill, for compact choices such as a minimum rating. */
export function RadioChip({
  className,
  children,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item> & { children: ReactNode }) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'inline-flex h-9 items-center gap-1 rounded-full border border-input px-3.5 text-sm font-medium transition hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-brand-soft data-[state=checked]:text-brand-soft-foreground',
        className,
      )}
      {...props}
    >
      {children}
    </RadioGroupPrimitive.Item>
  )
}
