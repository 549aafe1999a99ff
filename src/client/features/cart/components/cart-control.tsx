import { MinusIcon, PlusIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import type { CartProduct } from '#shared/schemas/cart.ts'
import type { CartActions } from '../hooks/use-cart-actions.ts'

type CartControlProps = {
  product: CartProduct
  cart: CartActions
  className?: string
  /** Toast when a stepper change fails (the cart page says 'Failed to update quantity'). */
  failedText?: string
}

/** 'Add' at quantity 0, a minus/plus stepper above 0 (spec section 2, Product card). */
export function CartControl({ product, cart, className, failedText }: CartControlProps) {
  const quantity = cart.quantityOf(product.id)
  const stock = cart.stockOf(product)
  const purchasable = product.isAvailable && stock > 0
  if (quantity === 0) {
    return (
      <button
        type="button"
        disabled={!purchasable}
        onClick={() => cart.add(product)}
        aria-label={`Add ${product.name} to cart`}
        className={cn(
          'h-8 min-w-16 rounded-lg border border-primary bg-brand-soft/50 px-3 text-xs font-bold tracking-wide text-primary uppercase shadow-sm transition hover:bg-primary hover:text-primary-foreground',
          'disabled:border-input disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none',
          className,
        )}
      >
        Add
      </button>
    )
  }
  return (
    <div
      className={cn(
        'flex h-8 min-w-16 items-center justify-between rounded-lg bg-primary text-primary-foreground shadow-sm',
        className,
      )}
    >
      <button
        type="button"
        aria-label={`Remove one ${product.name}`}
        onClick={() => cart.setQuantity(product, quantity - 1, failedText)}
        className="flex h-full w-7 items-center justify-center rounded-l-lg hover:bg-black/10"
      >
        <MinusIcon className="size-3.5" strokeWidth={3} />
      </button>
      <span className="min-w-5 text-center text-sm font-bold tabular-nums" aria-live="polite">
        {quantity}
      </span>
      <button
        type="button"
        aria-label={`Add one more ${product.name}`}
        // Quantities never exceed stock (decisions.md 5).
        disabled={!product.isAvailable || quantity >= stock}
        onClick={() => cart.setQuantity(product, quantity + 1, failedText)}
        className="flex h-full w-7 items-center justify-center rounded-r-lg hover:bg-black/10 disabled:opacity-50"
      >
        <PlusIcon className="size-3.5" strokeWidth={3} />
      </button>
    </div>
  )
}
