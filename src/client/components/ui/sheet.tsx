import { XIcon } from 'lucide-react'
import { Dialog as SheetPrimitive } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { modalPanelProps } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/common.json'

// A side or bottom panel on Radix Dialog: focus trap, Escape, scroll lock and labelling for free.

export const Sheet = SheetPrimitive.Root
export const SheetTrigger = SheetPrimitive.Trigger
export const SheetClose = SheetPrimitive.Close

const sides = {
  right:
    'inset-y-0 right-0 h-full w-[min(24rem,92vw)] border-l data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right',
  bottom:
    'inset-x-0 bottom-0 max-h-[88dvh] rounded-t-3xl border-t data-[state=closed]:animate-slide-out-bottom data-[state=open]:animate-slide-in-bottom',
  /** A bottom drawer on phones, a right-hand panel from the md breakpoint. */
  responsive: cn(
    'inset-x-0 bottom-0 max-h-[88dvh] rounded-t-3xl border-t data-[state=closed]:animate-slide-out-bottom data-[state=open]:animate-slide-in-bottom',
    'md:inset-x-auto md:inset-y-0 md:right-0 md:h-full md:max-h-none md:w-96 md:rounded-none md:border-t-0 md:border-l md:data-[state=closed]:animate-slide-out-right md:data-[state=open]:animate-slide-in-right',
  ),
} as const

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & {
  side?: keyof typeof sides
  title: ReactNode
  description?: ReactNode
  footer?: ReactNode
}

export function SheetContent({
  side = 'right',
  title,
  description,
  footer,
  className,
  children,
  ...props
}: SheetContentProps) {
  const t = useT(messages)
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <SheetPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col bg-card text-card-foreground shadow-2xl outline-none',
          sides[side],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        // While it is open, toasts come from the top, clear of its buttons, and can be pressed.
        {...modalPanelProps(props.onInteractOutside)}
      >
        <div className="flex items-start justify-between gap-4 border-b px-5 py-4">
          <div>
            <SheetPrimitive.Title className="text-lg font-bold">{title}</SheetPrimitive.Title>
            {description ? (
              <SheetPrimitive.Description className="mt-0.5 text-sm text-muted-foreground">
                {description}
              </SheetPrimitive.Description>
            ) : null}
          </div>
          <SheetPrimitive.Close
            aria-label={t('common.close')}
            className="-mr-2 rounded-full p-2 text-muted-foreground transition hover:bg-muted hover:text-foreground"
          >
            <XIcon className="size-5" />
          </SheetPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
        {footer ? (
          <div className="border-t px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">{footer}</div>
        ) : null}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}
