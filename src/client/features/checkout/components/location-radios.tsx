import { ClockIcon } from 'lucide-react'
import { RadioGroup } from 'radix-ui'
import { useT } from '#client/lib/i18n.ts'
import { deliveryTimeText } from '#client/lib/status-texts.ts'
import messages from '#shared/i18n/en/checkout.json'
import type { DeliveryLocation } from '#shared/schemas/catalog.ts'
import { ChoiceRadio } from './choice-radio.tsx'

type LocationRadiosProps = {
  locations: DeliveryLocation[]
  value: string | null
  onChange: (locationId: string) => void
}

/** 'Delivery Location' radios, quickest area first, with the one delivery-time wording (decisions.md 2). */
export function LocationRadios({ locations, value, onChange }: LocationRadiosProps) {
  const t = useT(messages)
  return (
    <RadioGroup.Root
      aria-label={t('checkout.deliveryLocation')}
      value={value ?? ''}
      onValueChange={onChange}
      className="grid gap-2 sm:grid-cols-2"
    >
      {locations.map((location) => (
        <ChoiceRadio key={location.id} value={location.id} aria-label={`${location.name}, ${location.area}`}>
          <span className="block font-semibold">{location.name}</span>
          <span className="block text-xs text-muted-foreground">
            {location.area}, {location.city}
          </span>
          <span className="mt-1 flex items-center gap-1 text-xs font-medium text-primary">
            <ClockIcon aria-hidden="true" className="size-3.5" />
            {deliveryTimeText(location.deliveryTime)}
          </span>
        </ChoiceRadio>
      ))}
    </RadioGroup.Root>
  )
}
