import {
  ArrowLeftIcon,
  ClockIcon,
  MapPinIcon,
  PackageSearchIcon,
  PhoneIcon,
  ShoppingBagIcon,
  TruckIcon,
  XCircleIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { InvoiceLink } from '#client/components/invoice-link.tsx'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { RequireAuth } from '#client/features/auth/components/require-auth.tsx'
import { useOrder } from '#client/features/orders/api/get-order.ts'
import { CancelOrderDialog } from '#client/features/orders/components/cancel-order-dialog.tsx'
import { OrderStatusBadge } from '#client/features/orders/components/order-status.tsx'
import { OrderTimeline } from '#client/features/orders/components/order-timeline.tsx'
import { StatusHistory } from '#client/features/orders/components/status-history.tsx'
import { UpiPaymentPanel } from '#client/features/orders/components/upi-payment-panel.tsx'
import { useOrderLiveUpdates } from '#client/features/orders/hooks/use-order-live-updates.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { isNotFound } from '#client/lib/api-client.ts'
import { orderPromiseText } from '#client/lib/delivery-promise-text.ts'
import { formatDate } from '#client/lib/format-date.ts'
import { useLocale, useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { productName } from '#client/lib/product-name.ts'
import messages from '#shared/i18n/en/orders.json'
import { isUuid } from '#shared/ids.ts'
import { customerMayCancel } from '#shared/order-status.ts'
import { UPI_STATE_LABELS, upiPaymentState } from '#shared/payments.ts'
import { formatIndianMobile } from '#shared/phone.ts'
import type { OrderDetail } from '#shared/schemas/orders.ts'

export function OrderRoute() {
  const t = useT(messages)
  return (
    <RequireAuth>
      <PageTitle title={t('orders.trackOrder')} />
      <OrderTracking />
    </RequireAuth>
  )
}

/** Order tracking (spec section 2); follows status changes live. */
function OrderTracking() {
  const t = useT(messages)
  const id = useParams().id ?? ''
  const valid = isUuid(id)
  const query = useOrder(valid ? id : '00000000-0000-0000-0000-000000000000')
  useOrderLiveUpdates()

  const header = (
    <div className="flex items-center gap-3">
      <Link
        to="/orders"
        aria-label={t('orders.backToMyOrders')}
        className="flex size-10 items-center justify-center rounded-full border bg-card transition hover:bg-muted"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-5" />
      </Link>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">{t('orders.trackOrder')}</h1>
        {query.data && valid ? (
          <p className="font-mono text-sm text-muted-foreground">
            {t('orders.orderHash', { orderNumber: query.data.orderNumber })}
          </p>
        ) : null}
      </div>
    </div>
  )

  if (!valid || isNotFound(query.error)) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-5">
        {header}
        <EmptyState
          icon={PackageSearchIcon}
          title={t('orders.notFound')}
          description={t('orders.notFoundText')}
          action={
            <Link to="/orders" className={buttonClasses()}>
              {t('orders.viewAll')}
            </Link>
          }
        />
      </div>
    )
  }
  if (query.isPending) {
    return (
      <div aria-busy="true" className="mx-auto flex max-w-3xl flex-col gap-4">
        {header}
        <span className="sr-only">{t('orders.loadingOrder')}</span>
        <Skeleton className="h-72 rounded-3xl" />
        <Skeleton className="h-32 rounded-3xl" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-5">
        {header}
        <EmptyState
          icon={PackageSearchIcon}
          title={t('orders.detailsFailed')}
          action={
            <Button variant="outline" onClick={() => query.refetch()}>
              {t('orders.tryAgain')}
            </Button>
          }
        />
      </div>
    )
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      {header}
      <OrderDetails order={query.data} />
    </div>
  )
}

function OrderDetails({ order }: { order: OrderDetail }) {
  const t = useT(messages)
  const locale = useLocale()
  const address = order.deliveryAddress
  const cancelled = order.status === 'cancelled'
  return (
    <>
      <UpiPaymentPanel order={order} />
      <Card
        title={cancelled ? t('orders.orderStatusTitle') : t('orders.orderProgress')}
        icon={cancelled ? XCircleIcon : TruckIcon}
        aside={<OrderStatusBadge status={order.status} />}
      >
        {cancelled ? (
          <div className="flex items-start gap-3 rounded-2xl bg-destructive/10 p-4 text-destructive">
            <XCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-bold">{t('orders.wasCancelled')}</p>
              {order.cancelledAt ? (
                <p className="text-sm">
                  {t('orders.cancelledOn', { date: formatDate(order.cancelledAt, 'dateTime') })}
                </p>
              ) : null}
            </div>
          </div>
        ) : (
          <OrderTimeline status={order.status} history={order.history} />
        )}
        {customerMayCancel(order.status) ? (
          <div className="mt-4 flex justify-end border-t pt-4">
            <CancelOrderDialog orderId={order.id} orderNumber={order.orderNumber} />
          </div>
        ) : null}
      </Card>

      <div className="grid gap-4 sm:grid-cols-2">
        <Card title={t('orders.deliveryPartner')} icon={TruckIcon}>
          <DeliveryPartner order={order} />
        </Card>

        <Card title={t('orders.deliveryAddress')} icon={MapPinIcon}>
          <address className="flex flex-col gap-0.5 text-sm not-italic">
            <span className="font-semibold">{address.recipientName}</span>
            <span className="text-muted-foreground">{formatIndianMobile(address.phone)}</span>
            <span>{address.addressLine1}</span>
            {address.addressLine2 ? <span>{address.addressLine2}</span> : null}
            {address.landmark ? <span>{address.landmark}</span> : null}
            <span>
              {address.city}, {address.state} - {address.pincode}
            </span>
          </address>
          <div className="mt-3 flex flex-col gap-1 border-t pt-3 text-sm">
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <MapPinIcon aria-hidden="true" className="size-4" />
              {order.deliveryLocation.name}, {order.deliveryLocation.area}
            </p>
            {/* The slot chosen at checkout is the promise (decisions.md 18, ADR 020). */}
            <p data-testid="order-promise" className="flex items-center gap-1.5 font-semibold">
              <ClockIcon aria-hidden="true" className="size-4 text-primary" />
              {orderPromiseText(order)}
            </p>
          </div>
          {order.notes ? (
            <div className="mt-3 border-t pt-3 text-sm">
              <p className="font-semibold">{t('orders.deliveryInstructions')}</p>
              <p className="mt-0.5 break-words whitespace-pre-line text-muted-foreground">{order.notes}</p>
            </div>
          ) : null}
        </Card>
      </div>

      <Card title={t('orders.orderItems')} icon={ShoppingBagIcon}>
        <ul className="flex flex-col divide-y">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-2.5 first:pt-0">
              <span className="size-12 shrink-0 overflow-hidden rounded-lg border bg-muted">
                {item.productImage ? (
                  <img
                    src={item.productImage}
                    alt=""
                    width={48}
                    height={48}
                    className="size-full object-cover"
                  />
                ) : null}
              </span>
              <span className="min-w-0 flex-1">
                <span className="line-clamp-1 text-sm font-semibold">
                  {productName({ name: item.productName, hindiName: item.hindiName }, locale).primary}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {item.unit} · {item.quantity} × {formatMoney(item.unitPrice)}
                </span>
              </span>
              <span className="text-sm font-bold tabular-nums">{formatMoney(item.totalPrice)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 flex flex-col gap-1.5 border-t pt-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t('orders.subtotal')}</dt>
            <dd className="tabular-nums">{formatMoney(order.subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t('orders.deliveryFee')}</dt>
            <dd className="tabular-nums">
              {order.deliveryFee === 0 ? t('orders.free') : formatMoney(order.deliveryFee)}
            </dd>
          </div>
          <div className="flex justify-between text-base font-bold">
            <dt>{t('orders.totalAmount')}</dt>
            <dd className="tabular-nums">{formatMoney(order.totalAmount)}</dd>
          </div>
          <div className="flex justify-between text-xs text-muted-foreground">
            <dt>{t('orders.payment')}</dt>
            <dd>
              {order.paymentMethod === 'upi'
                ? upiPaymentText(order)
                : order.paymentStatus === 'completed'
                  ? t('orders.codPaid')
                  : t('orders.codDue')}
            </dd>
          </div>
        </dl>
        {order.invoiceNumber ? (
          <InvoiceLink
            href={`/api/orders/${order.id}/invoice`}
            invoiceNumber={order.invoiceNumber}
            className="mt-3"
          />
        ) : null}
      </Card>

      <Card title={t('orders.statusHistory')} icon={ClockIcon}>
        <StatusHistory history={order.history} />
      </Card>
    </>
  )
}

/** Who delivers, with a call link (issue 9 item 7); until staff assign one, what happens next. */
function DeliveryPartner({ order }: { order: OrderDetail }) {
  const t = useT(messages)
  const name = order.deliveryPersonName ?? order.deliveryPartner
  if (!name) {
    const waiting = {
      pending: 'orders.partnerSoon',
      confirmed: 'orders.partnerSoon',
      preparing: 'orders.partnerSoon',
      out_for_delivery: 'orders.onItsWay',
      delivered: 'orders.wasDelivered',
      cancelled: 'orders.noDeliveryCancelled',
    } as const satisfies Record<OrderDetail['status'], keyof typeof messages>
    return <p className="text-sm text-muted-foreground">{t(waiting[order.status])}</p>
  }
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="font-semibold">{name}</p>
      {order.deliveryPersonName && order.deliveryPartner ? (
        <p className="text-muted-foreground">{order.deliveryPartner}</p>
      ) : null}
      {order.deliveryPersonPhone ? (
        <a
          href={`tel:${formatIndianMobile(order.deliveryPersonPhone).replace(/\s/g, '')}`}
          aria-label={t('orders.callAria', { name, phone: formatIndianMobile(order.deliveryPersonPhone) })}
          className="mt-1 flex w-fit items-center gap-1.5 font-semibold text-primary hover:underline"
        >
          <PhoneIcon aria-hidden="true" className="size-4" />
          {t('orders.call', { phone: formatIndianMobile(order.deliveryPersonPhone) })}
        </a>
      ) : null}
    </div>
  )
}

function upiPaymentText(order: OrderDetail): string {
  return `UPI · ${UPI_STATE_LABELS[upiPaymentState(order)]}`
}

function Card({
  title,
  icon: Icon,
  aside,
  children,
}: {
  title: string
  icon: typeof ClockIcon
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="rounded-3xl border bg-card p-4 sm:p-5" aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-bold">
          <Icon aria-hidden="true" className="size-5 text-primary" />
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}
