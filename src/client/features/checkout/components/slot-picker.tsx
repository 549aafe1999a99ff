import { RadioGroup } from 'radix-ui'
import { Badge } from '#client/components/ui/badge.tsx'
import { formatDayLabel } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/checkout.json'
import type { DeliverySlot } from '#shared/schemas/orders.ts'
import { ChoiceRadio } from './choice-radio.tsx'

type SlotPickerProps = {
  slots: DeliverySlot[]
  value: string | null
  onChange: (slotId: string) => void
}

/** 'Delivery Time Slot' radios grouped by day; full slots are shown but cannot be chosen (spec section 4). */
export function SlotPicker({ slots, value, onChange }: SlotPickerProps) {
  const t = useT(messages)
  const days = [...new Set(slots.map((slot) => slot.date))]
  return (
    <RadioGroup.Root
      aria-label={t('checkout.deliveryTimeSlot')}
      value={value ?? ''}
      onValueChange={onChange}
      className="flex flex-col gap-4"
    >
      {days.map((day) => (
        <div key={day} className="flex flex-col gap-2">
          <h3 className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
            {formatDayLabel(day)}
          </h3>
          <div className="grid gap-2 sm:grid-cols-2">
            {slots
              .filter((slot) => slot.date === day)
              .map((slot) => (
                <ChoiceRadio
                  key={slot.id}
                  value={slot.id}
                  disabled={slot.isFull}
                  aria-label={t(slot.isFull ? 'checkout.slotFullAria' : 'checkout.slotAria', {
                    day: formatDayLabel(day),
                    label: slot.label,
                  })}
                  aside={slot.isFull ? <Badge variant="danger">{t('checkout.full')}</Badge> : null}
                >
                  <span className="font-semibold tabular-nums">{slot.label}</span>
                </ChoiceRadio>
              ))}
          </div>
        </div>
      ))}
    </RadioGroup.Root>
  )
}
