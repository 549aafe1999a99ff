// Payments (issue 14, decisions.md 23, ADR 030): Cash on Delivery, and UPI paid to the store's
// own UPI ID and confirmed by staff. The UPI payment link, the rules of a UPI payment's states and
// the texts both sides show live here.
import type { PaymentMethod, PaymentStatus } from './order-status.ts'

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  upi: 'UPI',
}

/** A UPI ID (VPA): 'name@handle'. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/
export const UPI_ID_MESSAGE = 'UPI ID must look like name@bank'
/** The 12-digit UPI transaction reference (UTR) a payment app shows after paying. */
export const UPI_REFERENCE_PATTERN = /^\d{12}$/
export const UPI_REFERENCE_MESSAGE = 'Enter the 12-digit UPI transaction reference (UTR)'
/** A reference as typed, without its spaces ('1234 5678 9012'): what UPI_REFERENCE_PATTERN checks. */
export function compactUpiReference(typed: string): string {
  return typed.replace(/\s+/g, '')
}
/** How long an unpaid UPI order holds its stock and slot by default. */
export const DEFAULT_UPI_HOLD_MINUTES = 15
export const MAX_UPI_HOLD_MINUTES = 24 * 60

/** Checkout offers UPI once the store has set its UPI ID (decisions.md 23). */
export function upiOffered(settings: { upiId: string }): boolean {
  return settings.upiId !== ''
}

/** 12345 paise → '123.45': two decimals, never through a float. */
export function upiAmount(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`
}

/**
 * The standard UPI payment link (NPCI's deep-link): payee, amount with two decimals, INR, and the
 * order number as note and transaction reference, every field URL-encoded. Both the QR code and
 * the 'Pay with UPI app' button carry exactly this text.
 */
export function upiPaymentLink(p: { upiId: string; payeeName: string; amount: number; orderNumber: string }) {
  const fields: [string, string][] = [
    ['pa', p.upiId],
    ['pn', p.payeeName],
    ['am', upiAmount(p.amount)],
    ['cu', 'INR'],
    ['tn', p.orderNumber],
    ['tr', p.orderNumber],
  ]
  return `upi://pay?${fields.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`
}

/**
 * Where a UPI order's payment stands: waiting for the shopper to pay (and give the reference),
 * waiting for staff to see the money, paid, or failed (not received, or not paid in time).
 */
export type UpiPaymentState = 'awaiting_payment' | 'awaiting_confirmation' | 'paid' | 'failed'

export function upiPaymentState(o: {
  paymentStatus: PaymentStatus
  paymentReference: string | null
}): UpiPaymentState {
  if (o.paymentStatus === 'completed') return 'paid'
  if (o.paymentStatus === 'pending') return o.paymentReference ? 'awaiting_confirmation' : 'awaiting_payment'
  return 'failed'
}

export const UPI_STATE_LABELS: Record<UpiPaymentState, string> = {
  awaiting_payment: 'Awaiting payment',
  awaiting_confirmation: 'Awaiting confirmation',
  paid: 'Paid',
  failed: 'Not paid',
}

export type UpiAction = 'report' | 'confirm' | 'reject' | 'expire'

/**
 * The UPI state machine (ADR 030). The shopper reports a reference while waiting to pay; staff
 * confirm or reject while the payment is pending (with or without a reference: staff may see the
 * money first); the store expires only an order nobody reported a reference for. Paid and failed
 * are final. A cancelled order accepts nothing.
 */
export function upiMay(action: UpiAction, state: UpiPaymentState, orderCancelled: boolean): boolean {
  if (orderCancelled) return false
  switch (action) {
    case 'report':
    case 'expire':
      return state === 'awaiting_payment'
    case 'confirm':
    case 'reject':
      return state === 'awaiting_payment' || state === 'awaiting_confirmation'
  }
}
