import { describe, expect, it } from 'vitest'
import { formatDeliveryTime } from '#shared/delivery.ts'
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '#shared/order-status.ts'
import { PAYMENT_METHOD_LABELS, UPI_STATE_LABELS, type UpiPaymentState } from '#shared/payments.ts'
import {
  deliveryTimeText,
  orderStatusText,
  paymentMethodText,
  paymentStatusText,
  upiStateText,
} from './status-texts.ts'

// In English the catalogue's words are exactly the shared rules' (decisions.md 2 and 3).
describe('status texts in English', () => {
  it('says every delivery time as shared/delivery.ts does', () => {
    for (const minutes of [null, 1, 6, 59, 60, 89, 90, 120, 1439, 1440, 3000]) {
      expect(deliveryTimeText(minutes)).toBe(formatDeliveryTime(minutes))
    }
  })

  it('names every order status as shared/order-status.ts does', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusText(status)).toBe(ORDER_STATUS_LABELS[status])
  })

  it('names every payment status, payment method and UPI payment state as the shared rules do', () => {
    for (const status of PAYMENT_STATUSES)
      expect(paymentStatusText(status)).toBe(PAYMENT_STATUS_LABELS[status])
    for (const method of PAYMENT_METHODS)
      expect(paymentMethodText(method)).toBe(PAYMENT_METHOD_LABELS[method])
    for (const state of Object.keys(UPI_STATE_LABELS) as UpiPaymentState[]) {
      expect(upiStateText(state)).toBe(UPI_STATE_LABELS[state])
    }
  })
})
