import { MapPinIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import {
  AddressArea,
  addressText,
  areaProblemText,
  InlineAddressForm,
} from '#client/features/addresses/public.ts'
import { useT } from '#client/lib/i18n.ts'
import type { AreaProblem } from '#shared/delivery-areas.ts'
import addressMessages from '#shared/i18n/en/addresses.json'
import messages from '#shared/i18n/en/checkout.json'
import { formatIndianMobile } from '#shared/phone.ts'
import type { Address } from '#shared/schemas/account.ts'
import { AddressPicker } from './address-picker.tsx'

type CheckoutAddressProps = {
  addresses: Address[]
  /** The address the order goes to: the shopper's choice, else the default. */
  address: Address | undefined
  areaProblem: AreaProblem | null
  onChoose: (addressId: string) => void
}

/**
 * Where the order goes (issue 12 item 4): the chosen address with its delivery area in one card
 * and Change, which opens the saved addresses and Add New Address. Without an address, the form
 * is open; an address the area rule refuses (ADR 019) shows why, and the form to fix its area.
 */
export function CheckoutAddress({ addresses, address, areaProblem, onChoose }: CheckoutAddressProps) {
  const t = useT(messages)
  const ta = useT(addressMessages)
  const [changing, setChanging] = useState(false)
  const [adding, setAdding] = useState(false)
  // Back from the list, focus returns to Change, which the list replaced (issue 12 item 6).
  const changeButton = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  useEffect(() => {
    if (changing || !returnFocus.current) return
    returnFocus.current = false
    changeButton.current?.focus()
  }, [changing])

  if (!address || adding) {
    return (
      <InlineAddressForm
        onSaved={(saved) => {
          onChoose(saved.id)
          setAdding(false)
          setChanging(false)
        }}
        onCancel={address ? () => setAdding(false) : undefined}
      />
    )
  }
  if (changing) {
    return (
      <AddressPicker
        addresses={addresses}
        value={address.id}
        onChange={onChoose}
        onPick={(id) => {
          onChoose(id)
          returnFocus.current = true
          setChanging(false)
        }}
        onAddNew={() => setAdding(true)}
      />
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-foreground">
          <MapPinIcon aria-hidden="true" className="size-4.5" />
        </span>
        <div className="min-w-0 flex-1 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-bold">
            <span className="break-words">{address.title}</span>
            {address.isDefault ? <Badge variant="success">{t('checkout.default')}</Badge> : null}
          </p>
          <p className="line-clamp-2 break-words text-muted-foreground">{addressText(address)}</p>
          <p className="text-xs text-muted-foreground">
            {address.recipientName} · {formatIndianMobile(address.phone)}
          </p>
          <div className="mt-1">
            <AddressArea address={address} />
          </div>
        </div>
        <Button
          ref={changeButton}
          variant="outline"
          size="sm"
          aria-label={t('checkout.changeAddress')}
          onClick={() => setChanging(true)}
        >
          {t('checkout.change')}
        </Button>
      </div>
      {areaProblem ? (
        <>
          <p role="alert" className="text-sm font-medium text-destructive">
            {areaProblemText(ta, areaProblem)}
          </p>
          {areaProblem.outside ? null : (
            <InlineAddressForm key={address.id} address={address} onSaved={(saved) => onChoose(saved.id)} />
          )}
        </>
      ) : null}
    </div>
  )
}
