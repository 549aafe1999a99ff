import { useState } from 'react'
import { buttonClasses } from '#client/components/ui/button.tsx'
import { ConfirmDialog } from '#client/components/ui/lazy-dialog.tsx'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/orders.json'
import { useCancelOrder } from '../api/cancel-order.ts'

type CancelOrderDialogProps = { orderId: string; orderNumber: string }

/** Cancel (pending orders only) behind the spec's confirm dialog (spec section 2, My Orders). */
export function CancelOrderDialog({ orderId, orderNumber }: CancelOrderDialogProps) {
  const t = useT(messages)
  const [open, setOpen] = useState(false)
  const cancel = useCancelOrder()
  const confirm = () =>
    cancel.mutate(orderId, {
      onSuccess: () => notify.success(t('orders.cancelled')),
      onError: (error) => {
        console.error('Failed to cancel order', error)
        notify.error(t('orders.cancelFailed'))
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
        {cancel.isPending ? t('orders.cancelling') : t('orders.cancel')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('orders.cancelTitle')}
        description={t('orders.cancelConfirm', { orderNumber })}
        cancelLabel={t('orders.keepOrder')}
        confirmLabel={t('orders.cancelOrder')}
        onConfirm={confirm}
      />
    </>
  )
}
