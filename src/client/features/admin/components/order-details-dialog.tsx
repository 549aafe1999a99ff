import { ClockIcon, MapPinIcon, PhoneIcon, UserIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { InvoiceLink } from '#client/components/invoice-link.tsx'
import { DialogContent, DialogRoot } from '#client/components/ui/dialog.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { orderPromiseText } from '#client/lib/delivery-promise-text.ts'
import { formatDate } from '#client/lib/format-date.ts'
import { historyNoteText } from '#client/lib/history-note-text.ts'
import { type Translate, useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { useProductName } from '#client/lib/product-name.ts'
import { paymentMethodText, paymentStatusText } from '#client/lib/status-texts.ts'
import messages from '#shared/i18n/en/admin.json'
import { formatIndianMobile } from '#shared/phone.ts'
import type { AdminOrderDetail } from '#shared/schemas/admin.ts'
import { useAdminOrder } from '../api/get-admin-order.ts'
import { DeliveryPartnerPanel } from './delivery-partner-form.tsx'
import { LoadError } from './list-states.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { OrderStatusSelect } from './order-status-select.tsx'
import { UpiPaymentActions } from './upi-payment-actions.tsx'

/** View Details (decisions.md 11): the whole order — items, address, slot, status history. */
export function OrderDetailsDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const t = useT(messages)
  const order = useAdminOrder(orderId)
  return (
    <DialogRoot open={orderId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={
          order.data
            ? t('admin.orderLabel', { orderNumber: order.data.orderNumber })
            : t('admin.orderDetails')
        }
        description={
          order.data ? t('admin.placedOn', { date: formatDate(order.data.createdAt, 'dateTime') }) : undefined
        }
        className="sm:w-[min(40rem,94vw)]"
      >
        {order.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <Skeleton className="h-8 w-40" />
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : order.isError ? (
          <LoadError message={t('admin.orderLoadFailed')} onRetry={() => void order.refetch()} />
        ) : (
          <OrderDetailsBody order={order.data} />
        )}
      </DialogContent>
    </DialogRoot>
  )
}

function OrderDetailsBody({ order }: { order: AdminOrderDetail }) {
  const t = useT(messages)
  const address = order.deliveryAddress
  return (
    <div className="flex flex-col gap-5 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <OrderStatusBadge status={order.status} className="text-sm" />
        <OrderStatusSelect orderId={order.id} orderNumber={order.orderNumber} status={order.status} />
      </div>

      <Section title={t('admin.items')}>
        <ul className="divide-y rounded-xl border">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
              <div className="min-w-0">
                <ItemName name={item.productName} hindiName={item.hindiName} />
                <p className="text-xs text-muted-foreground">
                  {item.quantity} × {formatMoney(item.unitPrice)} / {item.unit}
                </p>
              </div>
              <span className="font-semibold tabular-nums">{formatMoney(item.totalPrice)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">{t('admin.subtotal')}</dt>
          <dd className="text-right tabular-nums">{formatMoney(order.subtotal)}</dd>
          <dt className="text-muted-foreground">{t('admin.deliveryFee')}</dt>
          <dd className="text-right tabular-nums">
            {order.deliveryFee === 0 ? t('admin.free') : formatMoney(order.deliveryFee)}
          </dd>
          <dt className="font-bold">{t('admin.total')}</dt>
          <dd className="text-right font-bold tabular-nums">{formatMoney(order.totalAmount)}</dd>
          <dt className="text-muted-foreground">{t('admin.payment')}</dt>
          <dd className="text-right">
            {paymentMethodText(order.paymentMethod)} · {paymentStatusText(order.paymentStatus)}
          </dd>
        </dl>
        {order.paymentMethod === 'upi' ? (
          <div className="mt-3">
            <UpiPaymentActions order={order} />
          </div>
        ) : null}
        {order.invoiceNumber ? (
          <InvoiceLink
            href={`/api/admin/orders/${order.id}/invoice`}
            invoiceNumber={order.invoiceNumber}
            className="mt-3"
          />
        ) : null}
      </Section>

      <div className="grid gap-5 sm:grid-cols-2">
        <Section title={t('admin.customer')}>
          <p className="flex items-center gap-2">
            <UserIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {order.customer
              ? order.customer.name
                ? `${order.customer.name} (${order.customer.email})`
                : order.customer.email
              : t('admin.deletedAccount')}
          </p>
        </Section>
        <Section title={t('admin.deliverySlot')}>
          <p className="flex items-center gap-2">
            <ClockIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {/* What the customer was promised (ADR 020), in the words the customer reads. */}
            {orderPromiseText(order)}
          </p>
        </Section>
      </div>

      <Section title={t('admin.deliveryAddress')}>
        <address className="flex flex-col gap-1 not-italic">
          <span className="font-semibold">{address.recipientName}</span>
          <span className="flex items-center gap-2 text-muted-foreground">
            <PhoneIcon aria-hidden="true" className="size-3.5" />
            {formatIndianMobile(address.phone)}
          </span>
          <span className="flex items-start gap-2">
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" />
            <span>
              {[address.addressLine1, address.addressLine2, address.landmark].filter(Boolean).join(', ')}
              <br />
              {address.city}, {address.state} {address.pincode}
            </span>
          </span>
          <span className="text-muted-foreground">
            {t('admin.area', { name: order.deliveryLocation.name, area: order.deliveryLocation.area })}
          </span>
        </address>
        {order.notes ? (
          <p className="mt-2 rounded-lg bg-muted px-3 py-2 break-words whitespace-pre-line">
            <span className="font-semibold">{t('admin.deliveryInstructions')}</span> {order.notes}
          </p>
        ) : null}
      </Section>

      <Section title={t('admin.deliveryPartner')}>
        <DeliveryPartnerPanel order={order} />
      </Section>

      <Section title={t('admin.statusHistory')}>
        <ol className="flex flex-col gap-3 border-l-2 pl-4">
          {order.history.map((entry) => (
            <li key={entry.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-primary"
              />
              <div className="flex flex-wrap items-center gap-2">
                <OrderStatusBadge status={entry.status} />
                <span className="text-xs text-muted-foreground">
                  {formatDate(entry.createdAt, 'dateTime')}
                </span>
              </div>
              <p className="mt-0.5 text-xs text-muted-foreground">
                {changedByLabel(t, entry.changedBy, order.customer?.id ?? null)}
                {entry.notes ? ` · ${historyNoteText(entry.notes)}` : ''}
              </p>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  )
}

/** 'by Priya', or who it was when the account has no name: only the customer and admins change a status. */
function changedByLabel(
  t: Translate<typeof messages>,
  changedBy: AdminOrderDetail['history'][number]['changedBy'],
  customerId: string | null,
) {
  if (!changedBy) return t('admin.bySystem')
  if (changedBy.name.trim()) return t('admin.byName', { name: changedBy.name })
  return changedBy.id === customerId ? t('admin.byCustomer') : t('admin.byAdmin')
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-xs font-bold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  )
}

/** In Hindi the product's Hindi name when it has one, the English name (what was bought) beneath. */
function ItemName({ name, hindiName }: { name: string; hindiName?: string | null }) {
  const shown = useProductName({ name, hindiName })
  return (
    <>
      <p className="truncate font-medium">{shown.primary}</p>
      {shown.secondary ? <p className="truncate text-xs text-muted-foreground">{shown.secondary}</p> : null}
    </>
  )
}
