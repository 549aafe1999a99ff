import type { PaymentMethod } from '#shared/order-status.ts'
import { upiOffered } from '#shared/payments.ts'
import type { StoreSettings } from '#shared/schemas/store-settings.ts'

// The one payment interface of the server (issue 14, ADR 030). Checkout asks the chosen method
// whether the store offers it and how long an unpaid order is held; how the money is confirmed is
// the method's own: Cash on Delivery on delivery, UPI-to-store by staff. A gateway (Razorpay,
// Cashfree, PhonePe) is one more entry whose `verifyWebhook` checks the provider's signature over
// the raw body and turns the call into the same PaymentEvent staff produce by hand today.

export const PAYMENT_NOT_OFFERED_MESSAGE = 'This payment method is not available. Please choose another.'

/** What moves a payment: the same steps whether staff, the expiry sweep or a gateway take them. */
export type PaymentEvent =
  | { kind: 'reported'; orderNumber: string; reference: string }
  | { kind: 'received'; orderNumber: string; reference: string | null }
  | { kind: 'not_received'; orderNumber: string }

export type PaymentMethodAdapter = {
  id: PaymentMethod
  /** Whether checkout offers it with the store's settings. */
  isOffered: (settings: StoreSettings) => boolean
  /** Minutes an unpaid order holds its stock and slot before the store cancels it; null: never. */
  holdMinutes: (settings: StoreSettings) => number | null
  /**
   * A gateway's webhook: checks the signature over the raw body with the shared secret and
   * answers the event, or throws a 401 AppError. Methods without a gateway have none.
   */
  verifyWebhook?: (request: { headers: Record<string, string | undefined>; rawBody: Buffer }) => PaymentEvent
}

const cashOnDelivery: PaymentMethodAdapter = {
  id: 'cod',
  isOffered: () => true,
  holdMinutes: () => null,
}

const upiToStore: PaymentMethodAdapter = {
  id: 'upi',
  isOffered: upiOffered,
  holdMinutes: (settings) => settings.upiHoldMinutes,
}

const METHODS: Record<PaymentMethod, PaymentMethodAdapter> = { cod: cashOnDelivery, upi: upiToStore }

export function paymentMethodFor(id: PaymentMethod): PaymentMethodAdapter {
  return METHODS[id]
}

/** The methods checkout offers now, for /api/store and the Payments page. */
export function offeredPaymentMethods(settings: StoreSettings): PaymentMethod[] {
  return Object.values(METHODS)
    .filter((m) => m.isOffered(settings))
    .map((m) => m.id)
}
