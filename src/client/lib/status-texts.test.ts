import { describe, expect, it } from 'vitest'
import { formatDeliveryTime } from '#shared/delivery.ts'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '#shared/order-status.ts'
import { deliveryTimeText, orderStatusText } from './status-texts.ts'

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
})
