import { DEFAULT_DELIVERY_MINUTES } from '#shared/constants.ts'
import messages from '#shared/i18n/en/status.json'
import type { OrderStatus, PaymentMethod, PaymentStatus } from '#shared/order-status.ts'
import type { UpiPaymentState } from '#shared/payments.ts'
import { translator } from './i18n.ts'

// The shown words of the shared rules (order-status.ts, delivery.ts) in the chosen language
// (ADR 032). A component that shows them also calls useT or useLocale, so it follows a switch.

const t = translator(messages)

const ORDER_STATUS_TEXTS = {
  pending: 'status.pending',
  confirmed: 'status.confirmed',
  preparing: 'status.preparing',
  out_for_delivery: 'status.outForDelivery',
  delivered: 'status.delivered',
  cancelled: 'status.cancelled',
} as const satisfies Record<OrderStatus, keyof typeof messages>

const PAYMENT_STATUS_TEXTS = {
  pending: 'status.paymentPending',
  completed: 'status.paymentCompleted',
  failed: 'status.paymentFailed',
  refunded: 'status.paymentRefunded',
} as const satisfies Record<PaymentStatus, keyof typeof messages>

const PAYMENT_METHOD_TEXTS = {
  cod: 'status.methodCod',
  upi: 'status.methodUpi',
} as const satisfies Record<PaymentMethod, keyof typeof messages>

const UPI_STATE_TEXTS = {
  awaiting_payment: 'status.upiAwaitingPayment',
  awaiting_confirmation: 'status.upiAwaitingConfirmation',
  paid: 'status.upiPaid',
  failed: 'status.upiNotPaid',
} as const satisfies Record<UpiPaymentState, keyof typeof messages>

export function orderStatusText(status: OrderStatus): string {
  return t(ORDER_STATUS_TEXTS[status])
}

export function paymentStatusText(status: PaymentStatus): string {
  return t(PAYMENT_STATUS_TEXTS[status])
}

/** shared/payments.ts's PAYMENT_METHOD_LABELS: 'Cash on Delivery', 'UPI'. */
export function paymentMethodText(method: PaymentMethod): string {
  return t(PAYMENT_METHOD_TEXTS[method])
}

/** shared/payments.ts's UPI_STATE_LABELS: 'Awaiting payment', …, 'Not paid'. */
export function upiStateText(state: UpiPaymentState): string {
  return t(UPI_STATE_TEXTS[state])
}

/** decisions.md 2 (as shared/delivery.ts): 'N minutes' under an hour, 'N hours', 'Within 24 hours'. */
export function deliveryTimeText(minutes: number | null | undefined): string {
  const m = minutes ?? DEFAULT_DELIVERY_MINUTES
  if (m >= 1440) return t('status.within24Hours')
  if (m < 60) return t('status.minutes', { count: m })
  return t('status.hours', { count: Math.round(m / 60) })
}
