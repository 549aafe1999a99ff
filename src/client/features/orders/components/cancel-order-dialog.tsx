import { AlertDialog } from 'radix-ui'
import { buttonClasses } from '#client/components/ui/button.tsx'
import { notify } from '#client/lib/toast.ts'
import { useCancelOrder } from '../api/cancel-order.ts'

type CancelOrderDialogProps = { orderId: string; orderNumber: string }

/** Cancel (pending orders only) behind the spec's confirm dialog (spec section 2, My Orders). */
export function CancelOrderDialog({ orderId, orderNumber }: CancelOrderDialogProps) {
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
    <AlertDialog.Root>
      <AlertDialog.Trigger
        disabled={cancel.isPending}
        className={buttonClasses({
          variant: 'outline',
          size: 'sm',
          className: 'border-destructive/40 text-destructive hover:bg-destructive/10',
        })}
      >
        {cancel.isPending ? 'Cancelling...' : 'Cancel'}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-3xl border bg-card p-6 text-card-foreground shadow-2xl data-[state=open]:animate-zoom-in">
          <AlertDialog.Title className="text-lg font-bold">Cancel Order?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Are you sure you want to cancel order {orderNumber}? This action cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>
              Keep Order
            </AlertDialog.Cancel>
            <AlertDialog.Action onClick={confirm} className={buttonClasses({ variant: 'destructive' })}>
              Cancel Order
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
