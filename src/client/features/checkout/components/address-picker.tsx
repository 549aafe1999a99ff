import { PlusIcon } from 'lucide-react'
import { RadioGroup } from 'radix-ui'
import { Badge } from '#client/components/ui/badge.tsx'
import { AddressArea, addressText } from '#client/features/addresses/public.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/checkout.json'
import type { Address } from '#shared/schemas/account.ts'
import { ChoiceRadio } from './choice-radio.tsx'

type AddressPickerProps = {
  addresses: Address[]
  value: string | null
  onChange: (addressId: string) => void
  /** A tap (or Enter/Space) on an address: chosen and done. Arrow keys only move the choice. */
  onPick: (addressId: string) => void
  onAddNew: () => void
}

/** The saved addresses as radios, and a way to add another. */
export function AddressPicker({ addresses, value, onChange, onPick, onAddNew }: AddressPickerProps) {
  const t = useT(messages)
  return (
    <div className="flex flex-col gap-2">
      <RadioGroup.Root
        aria-label={t('checkout.deliveryAddress')}
        value={value ?? ''}
        onValueChange={onChange}
        className="grid gap-2 sm:grid-cols-2"
      >
        {addresses.map((address) => (
          <ChoiceRadio
            key={address.id}
            onClick={() => onPick(address.id)}
            value={address.id}
            aria-label={`${address.title}: ${addressText(address)}`}
          >
            <span className="flex items-center gap-2 font-semibold">
              {address.title}
              {address.isDefault ? <Badge variant="success">{t('checkout.default')}</Badge> : null}
            </span>
            <span className="block text-xs text-muted-foreground">
              {address.recipientName} · {address.phone}
            </span>
            <span className="mt-0.5 block text-xs">{addressText(address)}</span>
            <span className="mt-1 block">
              <AddressArea address={address} />
            </span>
          </ChoiceRadio>
        ))}
      </RadioGroup.Root>
      <button
        type="button"
        onClick={onAddNew}
        className="flex items-center justify-center gap-2 rounded-2xl border border-dashed p-3 text-sm font-semibold text-primary transition hover:bg-brand-soft/40"
      >
        <PlusIcon aria-hidden="true" className="size-4" />
        {t('checkout.addNewAddress')}
      </button>
    </div>
  )
}
