import { AlertDialog as AlertPrimitive } from 'radix-ui'
import type { ReactNode } from 'react'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'
import { buttonClasses } from './button.tsx'

type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The question, e.g. 'Are you sure you want to delete this product?'. */
  title: string
  description?: ReactNode
  /** 'Delete' unless given. */
  confirmLabel?: string
  /** 'Cancel' unless given. */
  cancelLabel?: string
  destructive?: boolean
  onConfirm: () => void
}

/**
 * A yes/no question on Radix AlertDialog (role alertdialog, focus starts on Cancel, Escape
 * cancels). It replaces the browser's window.confirm, which cannot be styled or labelled. Pages use
 * ui/lazy-dialog.tsx's ConfirmDialog, which loads this with the first question.
 */
export function EagerConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = true,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT(messages)
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
        <AlertPrimitive.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-3xl border bg-card p-6 text-card-foreground shadow-2xl outline-none data-[state=open]:animate-zoom-in">
          <AlertPrimitive.Title className="text-lg font-bold">{title}</AlertPrimitive.Title>
          {description ? (
            <AlertPrimitive.Description className="mt-2 text-sm text-muted-foreground">
              {description}
            </AlertPrimitive.Description>
          ) : (
            <AlertPrimitive.Description className="sr-only">{title}</AlertPrimitive.Description>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <AlertPrimitive.Cancel className={buttonClasses({ variant: 'outline' })}>
              {cancelLabel ?? t('common.cancel')}
            </AlertPrimitive.Cancel>
            <AlertPrimitive.Action
              className={buttonClasses({ variant: destructive ? 'destructive' : 'primary' })}
              onClick={onConfirm}
            >
              {confirmLabel ?? t('common.delete')}
            </AlertPrimitive.Action>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  )
}
