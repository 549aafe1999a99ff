import { XIcon } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { modalPanelProps } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/common.json'

// A centred modal on Radix Dialog (focus trap, Escape, scroll lock, labelling). On phones it
// sits at the bottom like a sheet so the keyboard does not hide the form. One fade for every
// width, so turning a tablet does not replay the opening animation.

/** Pages use ui/lazy-dialog.tsx's Dialog, which loads this root with the first opening. */
export const DialogRoot = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode
  description?: ReactNode
  footer?: ReactNode
}

export function DialogContent({
  title,
  description,
  footer,
  className,
  children,
  ...props
}: DialogContentProps) {
  const t = useT(messages)
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-3xl border bg-card text-card-foreground shadow-2xl outline-none data-[state=open]:animate-fade-in',
          'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        // While it is open, toasts come from the top, clear of its buttons, and can be pressed.
        {...modalPanelProps(props.onInteractOutside)}
      >
        <div className="flex items-start justify-between gap-4 border-b px-5 py-4">
          <div>
            <DialogPrimitive.Title className="text-lg font-bold">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-0.5 text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            aria-label={t('common.close')}
            className="-mr-2 rounded-full p-2 text-muted-foreground transition hover:bg-muted hover:text-foreground"
          >
            <XIcon className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
        {footer ? (
          <div className="flex justify-end gap-2 border-t px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            {footer}
          </div>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
