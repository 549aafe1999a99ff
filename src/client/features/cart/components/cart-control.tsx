import { MinusIcon, PlusIcon, ShoppingCartIcon } from 'lucide-react'
import { useLayoutEffect, useRef } from 'react'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { useProductName } from '#client/lib/product-name.ts'
import messages from '#shared/i18n/en/cart.json'
import type { CartProduct } from '#shared/schemas/cart.ts'
import type { CartActions } from '../hooks/use-cart-actions.ts'

type CartControlProps = {
  product: CartProduct
  cart: CartActions
  className?: string
  /** Toast when a stepper change fails (the cart page says 'Failed to update quantity'). */
  failedText?: string
  /**
   * 'card': the small ADD button of lists; 'detail': product detail's 'Add to Cart', which sends
   * a visitor to sign in (spec section 5).
   */
  variant?: 'card' | 'detail'
}

const looks = {
  card: {
    add: 'h-8 min-w-16 rounded-lg border border-primary bg-card px-3 text-xs font-bold tracking-wide text-primary uppercase shadow-sm hover:bg-primary hover:text-primary-foreground disabled:border-input disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none',
    stepper: 'h-8 min-w-16 rounded-lg',
    step: 'w-7',
    icon: 'size-3.5',
    count: 'min-w-5 text-sm',
  },
  detail: {
    add: 'inline-flex h-12 min-w-44 items-center justify-center gap-2 rounded-xl bg-primary px-6 text-base font-semibold text-primary-foreground shadow-sm hover:brightness-110 disabled:opacity-50 lg:min-w-56',
    stepper: 'h-12 w-40 rounded-xl',
    step: 'w-12',
    icon: 'size-4',
    count: 'min-w-8 text-base',
  },
} as const

/**
 * 'Add' at quantity 0, a minus/plus stepper above 0 (spec section 2, Product card). Keyboard
 * focus follows the control as it changes (issue 12 item 6): Add → the stepper's plus, and the
 * last minus → Add.
 */
export function CartControl({ product, cart, className, failedText, variant = 'card' }: CartControlProps) {
  const t = useT(messages)
  const name = useProductName(product).primary
  const quantity = cart.quantityOf(product.id)
  const stock = cart.stockOf(product)
  const purchasable = product.isAvailable && stock > 0
  const look = looks[variant]
  const addRef = useRef<HTMLButtonElement>(null)
  const minusRef = useRef<HTMLButtonElement>(null)
  const plusRef = useRef<HTMLButtonElement>(null)
  const moveFocus = useRef<'stepper' | 'add' | null>(null)

  // As the control is drawn anew, not after the next paint (Preact runs effects then, ADR 065): the
  // focus is never left on the page's body in between.
  useLayoutEffect(() => {
    if (moveFocus.current === 'stepper' && quantity > 0) {
      const plus = plusRef.current
      ;(plus && !plus.disabled ? plus : minusRef.current)?.focus()
      moveFocus.current = null
    } else if (moveFocus.current === 'add' && quantity === 0) {
      addRef.current?.focus()
      moveFocus.current = null
    }
  }, [quantity])

  if (quantity === 0) {
    return (
      <button
        ref={addRef}
        type="button"
        disabled={!purchasable}
        onClick={(event) => {
          if (document.activeElement === event.currentTarget) moveFocus.current = 'stepper'
          cart.add(product, { redirectToSignIn: variant === 'detail' })
        }}
        aria-label={variant === 'card' ? t('cart.addNamed', { name }) : undefined}
        className={cn('transition', look.add, className)}
      >
        {variant === 'card' ? (
          t('cart.add')
        ) : (
          <>
            <ShoppingCartIcon aria-hidden="true" className="size-5" />
            {t('cart.addToCart')}
          </>
        )}
      </button>
    )
  }
  return (
    <div
      className={cn(
        'flex items-center justify-between bg-primary text-primary-foreground shadow-sm',
        look.stepper,
        className,
      )}
    >
      <button
        ref={minusRef}
        type="button"
        aria-label={t('cart.removeOne', { name })}
        onClick={(event) => {
          if (quantity === 1 && document.activeElement === event.currentTarget) moveFocus.current = 'add'
          cart.setQuantity(product, quantity - 1, failedText)
        }}
        className={cn(
          'flex h-full items-center justify-center rounded-l-[inherit] hover:bg-black/10',
          look.step,
        )}
      >
        <MinusIcon className={look.icon} strokeWidth={3} />
      </button>
      <span className={cn('text-center font-bold tabular-nums', look.count)} aria-live="polite">
        {quantity}
        <span className="sr-only"> {t('cart.inCart')}</span>
      </span>
      <button
        ref={plusRef}
        type="button"
        aria-label={t('cart.addOneMore', { name })}
        // Quantities never exceed stock (decisions.md 5).
        disabled={!product.isAvailable || quantity >= stock}
        onClick={() => cart.setQuantity(product, quantity + 1, failedText)}
        className={cn(
          'flex h-full items-center justify-center rounded-r-[inherit] hover:bg-black/10 disabled:opacity-50',
          look.step,
        )}
      >
        <PlusIcon className={look.icon} strokeWidth={3} />
      </button>
    </div>
  )
}
