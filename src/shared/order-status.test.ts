import { describe, expect, it } from 'vitest'
import {
  adminMayChangeStatus,
  customerMayCancel,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TABS,
  paymentStatusAfter,
  timelineIndex,
} from './order-status.ts'

describe('order statuses (decisions.md 3, 4, 6, 15)', () => {
  it('has one set with the decided labels and the timeline without cancelled', () => {
    expect(ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s])).toEqual([
      'Pending',
      'Confirmed',
      'Preparing',
      'Out for delivery',
      'Delivered',
      'Cancelled',
    ])
    expect(ORDER_STATUSES.map(timelineIndex)).toEqual([0, 1, 2, 3, 4, -1])
  })

  it('puts every status on exactly one tab, and cancelled not under Active', () => {
    const tabs = Object.values(ORDER_TABS).flat()
    expect([...tabs].sort()).toEqual([...ORDER_STATUSES].sort())
    expect(ORDER_TABS.active).not.toContain('cancelled')
  })

  it('lets a customer cancel only a pending order', () => {
    expect(ORDER_STATUSES.filter(customerMayCancel)).toEqual(['pending'])
  })

  it('lets an admin move a non-cancelled order to any other status; cancelled is final', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(adminMayChangeStatus(from, to), `${from} → ${to}`).toBe(from !== 'cancelled' && from !== to)
      }
    }
  })

  it('completes Cash on Delivery payment on delivery and leaves a cancelled order’s as it was', () => {
    expect(paymentStatusAfter('delivered', 'pending')).toBe('completed')
    expect(paymentStatusAfter('cancelled', 'pending')).toBe('pending')
    expect(paymentStatusAfter('cancelled', 'completed')).toBe('completed')
    expect(paymentStatusAfter('confirmed', 'pending')).toBe('pending')
    expect(paymentStatusAfter('out_for_delivery', 'completed')).toBe('pending')
  })
})
