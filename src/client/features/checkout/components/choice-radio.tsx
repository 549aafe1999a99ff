import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'

/** A bordered radio card for checkout choices (address, area, slot, payment). */
export function ChoiceRadio({
  className,
  children,
  aside,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item> & { children: ReactNode; aside?: ReactNode }) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'group flex w-full items-start gap-3 rounded-2xl border border-input bg-card p-3 text-left text-sm transition hover:border-primary/50',
        'data-[state=checked]:border-primary data-[state=checked]:bg-brand-soft/50 data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
        'disabled:cursor-not-allowed disabled:border-dashed disabled:bg-muted/50 disabled:text-muted-foreground disabled:hover:border-input',
        className,
      )}
      {...props}
    >
      <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border-2 border-input group-data-[state=checked]:border-primary">
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />
      </span>
      <span className="min-w-0 flex-1">{children}</span>
      {aside}
    </RadioGroupPrimitive.Item>
  )
}
