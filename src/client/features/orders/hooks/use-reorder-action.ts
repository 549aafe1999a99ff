import { notify } from '#client/lib/toast.ts'
import { countOf } from '#shared/plural.ts'
import { useReorder } from '../api/reorder.ts'

/** Reorder with a toast saying what went into the cart and what could not (decisions.md 11). */
export function useReorderAction() {
  const mutation = useReorder()
  const run = (orderId: string) =>
    mutation.mutate(orderId, {
      onSuccess: ({ added, notAdded }) => {
        const skipped = notAdded.map((line) => line.message).join('. ')
        const units = added.reduce((sum, line) => sum + line.quantity, 0)
        if (units === 0) {
          notify.error('No items could be added to cart', skipped ? { description: skipped } : undefined)
        } else {
          notify.success(
            `Added ${countOf(units, 'item')} to cart`,
            skipped ? { description: `Not added: ${skipped}` } : undefined,
          )
        }
      },
      onError: (error) => {
        console.error('Failed to reorder', error)
        notify.error('Failed to add to cart')
      },
    })
  return {
    run,
    isPending: mutation.isPending,
    pendingId: mutation.isPending ? mutation.variables : undefined,
  }
}
