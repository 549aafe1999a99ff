import { describe, expect, test } from 'vitest'
import { upiAmount, upiMay, upiPaymentLink, upiPaymentState } from './payments.ts'

describe('the UPI payment link (ADR 030)', () => {
  test('carries payee, amount with two decimals, INR and the order number, every field URL-encoded', () => {
    const link = (amount: number) =>
      upiPaymentLink({
        upiId: 'freshcart@okaxis',
        payeeName: 'FreshCart & Sons',
        amount,
        orderNumber: 'ORD-100042',
      })
    expect(link(12_345)).toBe(
      'upi://pay?pa=freshcart%40okaxis&pn=FreshCart%20%26%20Sons&am=123.45&cu=INR&tn=ORD-100042&tr=ORD-100042',
    )
    expect(link(9_900)).toContain('&am=99.00&')
    expect(link(5)).toContain('&am=0.05&')
    expect(link(99_999_999)).toContain('&am=999999.99&')
    expect(upiAmount(100)).toBe('1.00')
  })
})

describe('the UPI payment states', () => {
  const state = (paymentStatus: 'pending' | 'completed' | 'failed', paymentReference: string | null = null) =>
    upiPaymentState({ paymentStatus, paymentReference })

  test('pending without a reference awaits payment, with one awaits confirmation', () => {
    expect(state('pending')).toBe('awaiting_payment')
    expect(state('pending', '123456789012')).toBe('awaiting_confirmation')
    expect(state('completed', '123456789012')).toBe('paid')
    expect(state('failed')).toBe('failed')
  })

  test('a reference is given once, before staff decide; only an unreported order expires', () => {
    expect(upiMay('report', 'awaiting_payment', false)).toBe(true)
    expect(upiMay('report', 'awaiting_confirmation', false)).toBe(false)
    expect(upiMay('expire', 'awaiting_payment', false)).toBe(true)
    expect(upiMay('expire', 'awaiting_confirmation', false)).toBe(false)
    for (const action of ['confirm', 'reject'] as const) {
      expect(upiMay(action, 'awaiting_payment', false)).toBe(true)
      expect(upiMay(action, 'awaiting_confirmation', false)).toBe(true)
      expect(upiMay(action, 'paid', false)).toBe(false)
      expect(upiMay(action, 'failed', false)).toBe(false)
      expect(upiMay(action, 'awaiting_confirmation', true)).toBe(false)
    }
  })
})
