import { ArrowRightIcon, LogInIcon, ShoppingCartIcon } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { ActionBar } from '#client/components/layout/action-bar.tsx'
import { buttonClasses } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useCurrentUser } from '#client/features/auth/api/get-session.ts'
import { useCart } from '#client/features/cart/api/get-cart.ts'
import { CartLine } from '#client/features/cart/components/cart-line.tsx'
import { CartTotals } from '#client/features/cart/components/cart-totals.tsx'
import { useCartActions } from '#client/features/cart/hooks/use-cart-actions.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/cart.json'

function StartShopping() {
  const t = useT(messages)
  return (
    <Link to="/" className={buttonClasses({ size: 'lg' })}>
      {t('cart.startShopping')}
    </Link>
  )
}

/** Cart (spec section 2): the lines with steppers and the server's Order Summary. */
export function CartRoute() {
  const t = useT(messages)
  const { user, isPending: sessionPending } = useCurrentUser()
  const signedIn = user !== null
  const query = useCart(signedIn)
  const cart = useCartActions(signedIn)

  useEffect(() => {
    if (query.isError) notify.error(t('cart.loadFailed'))
  }, [query.isError, t])

  if (!sessionPending && !signedIn) {
    return (
      <>
        <PageTitle title={t('cart.title')} />
        <EmptyState
          titleAs="h1"
          icon={ShoppingCartIcon}
          title={t('cart.empty')}
          description={t('cart.signInToAdd')}
          action={
            <Link to="/auth?redirect=%2Fcart" className={buttonClasses({ size: 'lg' })}>
              <LogInIcon aria-hidden="true" className="size-5" />
              {t('cart.signIn')}
            </Link>
          }
        />
      </>
    )
  }

  if (sessionPending || query.isPending) return <CartSkeleton />

  if (query.isError) {
    return (
      <EmptyState
        titleAs="h1"
        icon={ShoppingCartIcon}
        title={t('cart.loadFailed')}
        action={
          <button
            type="button"
            onClick={() => query.refetch()}
            className={buttonClasses({ variant: 'outline' })}
          >
            {t('cart.tryAgain')}
          </button>
        }
      />
    )
  }

  const data = query.data
  if (data.items.length === 0) {
    return (
      <>
        <PageTitle title={t('cart.title')} />
        <EmptyState
          titleAs="h1"
          icon={ShoppingCartIcon}
          title={t('cart.empty')}
          description={t('cart.getStarted')}
          action={<StartShopping />}
        />
      </>
    )
  }

  return (
    <div className="flex flex-col gap-5">
      <PageTitle title={t('cart.title')} />
      <h1 className="text-2xl font-extrabold tracking-tight">
        {t('cart.heading', { count: data.totalQuantity })}
      </h1>
      <div className="grid items-start gap-5 lg:grid-cols-[1fr_22rem]">
        <section aria-label={t('cart.items')} className="rounded-3xl border bg-card p-4 sm:p-5">
          <ul className="divide-y">
            {data.items.map((item) => (
              <CartLine key={item.productId} item={item} cart={cart} />
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="cart-summary"
          className="flex flex-col gap-4 rounded-3xl border bg-card p-4 sm:p-5 lg:sticky lg:top-32 short:static"
        >
          <h2 id="cart-summary" className="text-lg font-bold">
            {t('cart.orderSummary')}
          </h2>
          <CartTotals {...data} />
          {data.hasIssues ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t('cart.hasIssues')}
            </p>
          ) : null}
          <ActionBar label={t('cart.checkout')}>
            <p className="flex min-w-0 flex-1 flex-col leading-tight lg:hidden">
              <span className="text-xs text-muted-foreground">{t('cart.total')}</span>
              <span className="text-lg font-extrabold tabular-nums">{formatMoney(data.total)}</span>
            </p>
            {data.hasIssues ? (
              <button
                type="button"
                disabled
                className={buttonClasses({ size: 'lg', className: 'lg:w-full' })}
              >
                {t('cart.proceedToCheckout')}
              </button>
            ) : (
              <Link to="/checkout" className={buttonClasses({ size: 'lg', className: 'lg:w-full' })}>
                {t('cart.proceedToCheckout')}
                <ArrowRightIcon aria-hidden="true" className="size-5" />
              </Link>
            )}
          </ActionBar>
        </section>
      </div>
    </div>
  )
}

function CartSkeleton() {
  const t = useT(messages)
  return (
    <div aria-busy="true" className="flex flex-col gap-5">
      <span className="sr-only">{t('cart.loadingCart')}</span>
      <Skeleton className="h-8 w-64" />
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <Skeleton className="h-72 rounded-3xl" />
        <Skeleton className="h-56 rounded-3xl" />
      </div>
    </div>
  )
}
