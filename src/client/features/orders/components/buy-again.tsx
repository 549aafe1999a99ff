import type { ReactNode } from 'react'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/orders.json'
import type { ProductSummary } from '#shared/schemas/catalog.ts'
import { useBuyAgain } from '../api/get-buy-again.ts'

export type BuyAgainProps = {
  /** The page draws the products with its own cards and Add buttons (features stay apart). */
  renderProducts: (products: ProductSummary[]) => ReactNode
}

/** Home 'Buy Again' for a signed-in user: products from earlier orders (decisions.md 11). */
export function BuyAgain({ renderProducts }: BuyAgainProps) {
  const query = useBuyAgain(true)
  if (query.isPending) return <Skeleton className="mt-3 h-20 rounded-2xl" />
  const products = query.data ?? []
  if (products.length === 0) return <BuyAgainEmpty />
  return <div className="mt-3">{renderProducts(products)}</div>
}

export function BuyAgainEmpty() {
  const t = useT(messages)
  return (
    <div className="mt-3 flex min-h-20 items-center justify-center rounded-2xl border border-dashed bg-muted/40 px-4 py-5 text-center text-sm text-muted-foreground">
      {t('orders.buyAgainEmpty')}
    </div>
  )
}
