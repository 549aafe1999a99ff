import { RadioGroup } from 'radix-ui'
import { useState } from 'react'
import { cn } from '#client/lib/cn.ts'
import { slotLabelText } from '#client/lib/delivery-promise-text.ts'
import { formatDayLabel } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/checkout.json'
import type { DeliverySlot } from '#shared/schemas/orders.ts'

type SlotPickerProps = {
  slots: DeliverySlot[]
  value: string | null
  onChange: (slotId: string) => void
}

/** The earliest slot a shopper can still choose: checkout starts with it chosen (issue 12 item 4). */
export function earliestOpenSlot(slots: readonly DeliverySlot[]): DeliverySlot | undefined {
  return slots.find((slot) => !slot.isFull)
}

/**
 * 'Delivery Time Slot' as compact day tabs and time chips (issue 12 item 4): one day's windows
 * at a time, full ones shown but not selectable (spec section 4).
 */
export function SlotPicker({ slots, value, onChange }: SlotPickerProps) {
  const t = useT(messages)
  const days = [...new Set(slots.map((slot) => slot.date))]
  const chosenDay = slots.find((slot) => slot.id === value)?.date
  const [shownDay, setShownDay] = useState<string | null>(null)
  const day = shownDay ?? chosenDay ?? days[0]
  return (
    <div className="flex flex-col gap-3">
      <div
        role="tablist"
        aria-label={t('checkout.slotDays')}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:none]"
      >
        {days.map((d) => {
          const open = slots.filter((slot) => slot.date === d && !slot.isFull).length
          return (
            <button
              key={d}
              type="button"
              role="tab"
              aria-selected={d === day}
              aria-controls="checkout-slot-times"
              onClick={() => setShownDay(d)}
              className={cn(
                'flex shrink-0 flex-col items-start rounded-xl border px-3 py-1.5 text-left transition',
                d === day
                  ? 'border-primary bg-brand-soft text-brand-soft-foreground'
                  : 'bg-card text-foreground hover:border-primary/50',
              )}
            >
              <span className="text-sm font-bold whitespace-nowrap">{formatDayLabel(d)}</span>
              <span className="text-xs whitespace-nowrap text-muted-foreground">
                {t('checkout.slotsOpen', { count: open })}
              </span>
            </button>
          )
        })}
      </div>
      <RadioGroup.Root
        id="checkout-slot-times"
        aria-label={t('checkout.deliveryTimeSlot')}
        value={value ?? ''}
        onValueChange={onChange}
        className="flex flex-wrap gap-2"
      >
        {slots
          .filter((slot) => slot.date === day)
          .map((slot) => (
            <RadioGroup.Item
              key={slot.id}
              value={slot.id}
              disabled={slot.isFull}
              aria-label={t(slot.isFull ? 'checkout.slotFullAria' : 'checkout.slotAria', {
                day: formatDayLabel(slot.date),
                label: slotLabelText(slot),
              })}
              className={cn(
                'flex h-10 items-center gap-1.5 rounded-full border border-input bg-card px-3.5 text-sm font-semibold tabular-nums transition hover:border-primary/50',
                'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
                'disabled:cursor-not-allowed disabled:border-dashed disabled:bg-muted/50 disabled:font-medium disabled:text-muted-foreground disabled:line-through',
              )}
            >
              {slotLabelText(slot)}
              {slot.isFull ? <span className="text-xs no-underline">· {t('checkout.full')}</span> : null}
            </RadioGroup.Item>
          ))}
      </RadioGroup.Root>
    </div>
  )
}
