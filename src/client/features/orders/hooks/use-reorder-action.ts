import { translator } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/orders.json'
import { useReorder } from '../api/reorder.ts'

const t = translator(messages)

/** Reorder with a toast saying what went into the cart and what could not (decisions.md 11). */
export function useReorderAction() {
  const mutation = useReorder()
  const run = (orderId: string) =>
    mutation.mutate(orderId, {
      onSuccess: ({ added, notAdded }) => {
        const skipped = notAdded.map((line) => line.message).join('. ')
        const units = added.reduce((sum, line) => sum + line.quantity, 0)
        if (units === 0) {
          notify.error(t('orders.noneAdded'), skipped ? { description: skipped } : undefined)
        } else {
          notify.success(
            t('orders.addedCount', { count: units }),
            skipped ? { description: t('orders.notAdded', { skipped }) } : undefined,
          )
        }
      },
      onError: (error) => {
        console.error('Failed to reorder', error)
        notify.error(t('orders.addFailed'))
      },
    })
  return {
    run,
    isPending: mutation.isPending,
    pendingId: mutation.isPending ? mutation.variables : undefined,
  }
}
