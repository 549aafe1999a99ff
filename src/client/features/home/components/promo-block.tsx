import { RotateCcwIcon, ShieldCheckIcon, ShoppingBagIcon, SparklesIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import messages from '#shared/i18n/en/home.json'

/**
 * Home block 6: GST price drop, lowest prices, Buy Again and the bar. The bar says the rule checkout
 * charges by (free delivery from the store's threshold, decisions.md 1); the store has no minimum
 * order, so it no longer asks for one (ADR 020).
 */
export function PromoBlock({
  freeDeliveryThreshold,
  buyAgain,
}: {
  freeDeliveryThreshold: number
  buyAgain?: ReactNode
}) {
  const t = useT(messages)
  return (
    <section aria-label={t('home.savings')} className="grid gap-3 md:grid-cols-5">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-lime-100 via-green-100 to-emerald-200 p-5 text-green-950 md:col-span-3 dark:from-green-950 dark:via-green-900 dark:to-emerald-900 dark:text-green-50">
        <SparklesIcon
          aria-hidden="true"
          className="absolute top-4 right-4 size-16 text-green-700/15 dark:text-white/10"
        />
        <span className="inline-flex items-center rounded-full bg-green-700 px-2.5 py-1 text-[11px] font-bold tracking-wide text-white uppercase">
          {t('home.savings')}
        </span>
        <h2 className="mt-3 text-2xl font-extrabold">{t('home.gstDrop')}</h2>
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium opacity-85">
          <ShieldCheckIcon aria-hidden="true" className="size-4" />
          {t('home.lowestPrices')}
        </p>
      </div>
      <div className="rounded-3xl border bg-card p-5 md:col-span-2">
        <h2 className="flex items-center gap-2 text-base font-bold">
          <RotateCcwIcon aria-hidden="true" className="size-4 text-primary" />
          {t('home.buyAgain')}
        </h2>
        {/* A signed-in shopper's previously ordered products (decisions.md 11); the text otherwise. */}
        {buyAgain ?? (
          <div className="mt-3 flex min-h-20 items-center justify-center rounded-2xl border border-dashed bg-muted/40 px-4 py-5 text-center text-sm text-muted-foreground">
            {t('home.buyAgainEmpty')}
          </div>
        )}
      </div>
      <p className="flex items-center gap-3 rounded-2xl bg-amber-100 px-4 py-3 text-sm font-semibold text-amber-950 md:col-span-5 dark:bg-amber-950/60 dark:text-amber-100">
        <ShoppingBagIcon aria-hidden="true" className="size-5 shrink-0" />
        {t('home.freeDeliveryBar', { amount: formatMoney(freeDeliveryThreshold) })}
      </p>
    </section>
  )
}
