import { DEFAULT_DELIVERY_MINUTES } from '#shared/constants.ts'
import {
  formatSlotPromise,
  formatSlotWindow,
  type SlotWindow,
  slotPromise,
} from '#shared/delivery-promise.ts'
import messages from '#shared/i18n/en/common.json'
import headerMessages from '#shared/i18n/en/location.json'
import type { OrderStatus } from '#shared/order-status.ts'
import type { OrderSlot } from '#shared/schemas/orders.ts'
import { currentLocale, translator } from './i18n.ts'
import { deliveryTimeText } from './status-texts.ts'

const t = translator(messages)
const th = translator(headerMessages)

// The client's words for the one delivery promise (decisions.md 18, ADR 020; the rule is
// src/shared/delivery-promise.ts). After checkout the order's slot; before it, the earliest open
// slot, else the area's delivery time. Every page that promises a time asks here.

/**
 * 'Arriving Tue, 24 Nov, 7–9 AM' until the order is delivered or cancelled, then the bare
 * slot ('Tue, 24 Nov, 7–9 AM'); an old order without a kept slot shows its slot text.
 */
export function orderPromiseText(order: {
  slot: OrderSlot | null
  deliveryTimeSlot: string
  status: OrderStatus
}): string {
  if (!order.slot) return order.deliveryTimeSlot
  const slot = formatSlotPromise(order.slot, currentLocale())
  return order.status === 'delivered' || order.status === 'cancelled' ? slot : t('common.arriving', { slot })
}

export type ShopPromise = {
  /** The header's small line: 'Earliest delivery', 'Delivery in', 'Delivery'. */
  label: string
  /** The header's big line: 'Today, 7–9 AM', '10 minutes', 'Within 24 hours'. */
  value: string
  /** One sentence for every other page: 'Earliest delivery: Today, 7–9 AM'. */
  sentence: string
}

/** Before checkout: the earliest open slot if one is known, else the area's delivery time (minutes). */
export function shopPromise(
  earliest: SlotWindow | null | undefined,
  deliveryTime: number | null | undefined,
  now: Date | number = Date.now(),
): ShopPromise {
  if (earliest) {
    const p = slotPromise(earliest, now, currentLocale())
    const value =
      p.kind === 'today'
        ? t('common.slotToday', { window: p.window })
        : p.kind === 'tomorrow'
          ? t('common.slotTomorrow', { window: p.window })
          : formatSlotPromise(earliest, currentLocale())
    return {
      label: t('common.earliestDelivery'),
      value,
      sentence: t('common.earliestDeliveryAt', { when: value }),
    }
  }
  const time = deliveryTimeText(deliveryTime)
  if ((deliveryTime ?? DEFAULT_DELIVERY_MINUTES) >= 24 * 60) {
    return { label: th('location.delivery'), value: time, sentence: t('common.deliveryWithin24') }
  }
  // 'Delivery in' over '10 minutes' (Hindi: 'डिलीवरी' over '10 मिनट में').
  return {
    label: th('location.deliveryIn'),
    value: th('location.promise', { time }),
    sentence: t('common.deliveryInTime', { time }),
  }
}

/**
 * A slot's hours as checkout lists them: the spec's label in English ('09:00 AM - 11:00 AM'), in
 * Hindi the part of the day and the hours ('सुबह 9–11').
 */
export function slotLabelText(slot: SlotWindow & { label: string }): string {
  const locale = currentLocale()
  return locale === 'en' ? slot.label : formatSlotWindow(slot, locale)
}
