import {
  CheckCircle2Icon,
  ClockIcon,
  CreditCardIcon,
  MessageCircleIcon,
  PackageCheckIcon,
  PackageIcon,
  ShoppingBagIcon,
  TruckIcon,
} from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'
import { useOrder } from '#client/features/orders/api/get-order.ts'
import { UpiPaymentPanel } from '#client/features/orders/components/upi-payment-panel.tsx'
import { useOrderLiveUpdates } from '#client/features/orders/hooks/use-order-live-updates.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useWhatsapp } from '#client/features/store/hooks/use-whatsapp.ts'
import { orderPromiseText } from '#client/lib/delivery-promise-text.ts'
import { useT } from '#client/lib/i18n.ts'
import { paymentMethodText } from '#client/lib/status-texts.ts'
import messages from '#shared/i18n/en/orders.json'
import { isUuid } from '#shared/ids.ts'

const NEXT_STEPS = [
  { icon: CheckCircle2Icon, title: 'orders.stepConfirmation', text: 'orders.stepConfirmationText' },
  { icon: PackageIcon, title: 'orders.stepPreparation', text: 'orders.stepPreparationText' },
  { icon: TruckIcon, title: 'orders.stepOutForDelivery', text: 'orders.stepOutForDeliveryText' },
  { icon: PackageCheckIcon, title: 'orders.stepDelivered', text: 'orders.stepDeliveredText' },
] as const

/** Order confirmation (spec section 2): the number comes from the query, else 'ORD-' + now. */
export function OrderConfirmationRoute() {
  const t = useT(messages)
  const [params] = useSearchParams()
  const [fallbackNumber] = useState(() => `ORD-${Date.now()}`)
  const orderNumber = params.get('orderNumber')?.trim() || fallbackNumber
  const whatsapp = useWhatsapp()
  const givenId = params.get('orderId')
  const orderId = givenId && isUuid(givenId) ? givenId : null
  // The order itself: its slot is the promise (decisions.md 18, ADR 020), its method the payment.
  const order = useOrder(orderId ?? '', { enabled: orderId !== null })
  const upi = order.data?.paymentMethod === 'upi'

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <PageTitle title={t('orders.placedTitle')} />
      <section className="flex flex-col items-center rounded-3xl border bg-card px-5 py-8 text-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-brand-soft text-primary">
          <CheckCircle2Icon aria-hidden="true" className="size-11" strokeWidth={2.2} />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight">{t('orders.placedHeading')}</h1>
        <p className="mt-1.5 text-sm text-muted-foreground">{t('orders.thankYou')}</p>
        <p className="mt-4 rounded-xl bg-muted px-4 py-2 text-sm">
          {t('orders.orderNumber')}{' '}
          <strong className="font-mono text-base tracking-wide">{orderNumber}</strong>
        </p>
      </section>

      {orderId && upi ? <UpiPayment orderId={orderId} /> : null}

      <section aria-label={t('orders.deliveryDetails')} className="grid gap-3 sm:grid-cols-2">
        {order.data ? (
          <Fact icon={ClockIcon} label={t('orders.deliverySlot')} value={orderPromiseText(order.data)} />
        ) : null}
        <Fact
          icon={CreditCardIcon}
          label={t('orders.paymentStatus')}
          value={upi ? paymentMethodText('upi') : t('orders.confirmed')}
        />
      </section>

      <section aria-labelledby="next-steps" className="rounded-3xl border bg-card p-5">
        <h2 id="next-steps" className="text-lg font-bold">
          {t('orders.whatsNext')}
        </h2>
        <ol className="mt-4 flex flex-col gap-4">
          {NEXT_STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-primary">
                <Icon aria-hidden="true" className="size-4.5" />
              </span>
              <span>
                <span className="block font-semibold">
                  {index + 1}. {t(title)}
                </span>
                <span className="block text-sm text-muted-foreground">
                  {/* A UPI order is paid already; only Cash on Delivery is paid at the door. */}
                  {t(upi && title === 'orders.stepDelivered' ? 'orders.stepDeliveredPaidText' : text)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <div className="grid gap-2.5 sm:grid-cols-2">
        <Button
          variant="soft"
          size="lg"
          className="sm:col-span-2"
          disabled={!whatsapp.ready}
          onClick={() => whatsapp.open(t('orders.chatMessage', { orderNumber }))}
        >
          <MessageCircleIcon aria-hidden="true" className="size-5" />
          {t('orders.chatAboutOrder')}
        </Button>
        <Link to="/orders" className={buttonClasses({ size: 'lg' })}>
          <PackageIcon aria-hidden="true" className="size-5" />
          {t('orders.trackYourOrders')}
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          <ShoppingBagIcon aria-hidden="true" className="size-5" />
          {t('orders.continueShopping')}
        </Link>
      </div>
    </div>
  )
}

/** A UPI order is paid here (ADR 030): the panel follows the order live until staff confirm. */
function UpiPayment({ orderId }: { orderId: string }) {
  const order = useOrder(orderId)
  useOrderLiveUpdates()
  return order.data ? <UpiPaymentPanel order={order.data} /> : null
}

function Fact({ icon: Icon, label, value }: { icon: typeof ClockIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border bg-card p-4">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <div>
        <p className="text-xs text-muted-foreground">{label}</p>
        <p className="font-semibold">{value}</p>
      </div>
    </div>
  )
}
