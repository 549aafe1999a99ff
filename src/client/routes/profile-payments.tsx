import { BanknoteIcon, CheckCircle2Icon, CreditCardIcon, SmartphoneIcon, WalletIcon } from 'lucide-react'
import { PageHeader } from '#client/components/page-header.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { RequireAuth } from '#client/features/auth/components/require-auth.tsx'
import { useStoreInfo } from '#client/features/store/api/get-store-info.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/profile.json'
import { upiOffered } from '#shared/payments.ts'

// Cash on Delivery, and UPI when the store has set its UPI ID (decisions.md 23, ADR 030); cards
// and wallets are listed as the spec shows them.
const UPI = { name: 'profile.upiPayment', note: 'profile.upiNote', icon: SmartphoneIcon } as const
const upcoming = [
  { name: 'profile.cards', note: 'profile.cardsNote', icon: CreditCardIcon },
  UPI,
  { name: 'profile.wallet', note: 'profile.walletNote', icon: WalletIcon },
] as const

/** Payment methods (spec section 2, Payments). */
export function ProfilePaymentsRoute() {
  const t = useT(messages)
  const store = useStoreInfo()
  const upi = store.data ? upiOffered(store.data) : false
  return (
    <RequireAuth>
      <PageTitle title={t('profile.paymentMethods')} />
      <div className="mx-auto w-full max-w-2xl">
        <PageHeader title={t('profile.paymentMethods')} />
        <section
          aria-label={t('profile.cashOnDelivery')}
          className="flex items-center gap-4 rounded-2xl border-2 border-primary bg-brand-soft/40 p-4"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <BanknoteIcon aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-bold">{t('profile.cashOnDelivery')}</h2>
              <Badge variant="success">{t('profile.default')}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">{t('profile.payInCash')}</p>
          </div>
          <CheckCircle2Icon aria-label={t('profile.active')} className="size-6 shrink-0 text-primary" />
        </section>
        {upi ? (
          <section
            aria-label={t('profile.upi')}
            className="mt-3 flex items-center gap-4 rounded-2xl border bg-card p-4"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-primary">
              <SmartphoneIcon aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-bold">{t('profile.upi')}</h2>
                <Badge variant="success">{t('profile.available')}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">{t('profile.payStoreUpi')}</p>
            </div>
          </section>
        ) : null}
        <h2 className="mt-7 mb-3 text-sm font-bold tracking-wide text-muted-foreground uppercase">
          {t('profile.moreWaysToPay')}
        </h2>
        <ul className="flex flex-col gap-3">
          {upcoming
            .filter((m) => !(upi && m === UPI))
            .map(({ name, note, icon: Icon }) => (
              <li key={name} className="flex items-center gap-4 rounded-2xl border bg-card p-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-muted text-muted-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold">{t(name)}</h3>
                  <p className="text-sm text-muted-foreground">{t(note)}</p>
                </div>
                <Badge>{t('profile.comingSoon')}</Badge>
              </li>
            ))}
        </ul>
      </div>
    </RequireAuth>
  )
}
