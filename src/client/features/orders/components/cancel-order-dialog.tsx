import { useState } from 'react'
import { ConfirmDialog } from '#client/components/ui/alert-dialog.tsx'
import { buttonClasses } from '#client/components/ui/button.tsx'
import { notify } from '#client/lib/toast.ts'
import { useCancelOrder } from '../api/cancel-order.ts'

type CancelOrderDialogProps = { orderId: string; orderNumber: string }

/** Cancel (pending orders only) behind the spec's confirm dialog (spec section 2, My Orders). */
export function CancelOrderDialog({ orderId, orderNumber }: CancelOrderDialogProps) {
  const [open, setOpen] = useState(false)
  const cancel = useCancelOrder()
  const confirm = () =>
    cancel.mutate(orderId, {
      onSuccess: () => notify.success('Order cancelled successfully'),
      onError: (error) => {
        console.error('Failed to cancel order', error)
        notify.error('Failed to cancel order')
      },
    })
  return (
    <>
      <button
        type="button"
        disabled={cancel.isPending}
        onClick={() => setOpen(true)}
        className={buttonClasses({
          variant: 'outline',
          size: 'sm',
          className: 'border-destructive/40 text-destructive hover:bg-destructive/10',
        })}
      >
        {cancel.isPending ? 'Cancelling...' : 'Cancel'}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel Order?"
        description={`Are you sure you want to cancel order ${orderNumber}? This action cannot be undone.`}
        cancelLabel="Keep Order"
        confirmLabel="Cancel Order"
        onConfirm={confirm}
      />
    </>
  )
}
