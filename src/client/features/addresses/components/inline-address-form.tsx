import { Button } from '#client/components/ui/button.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/addresses.json'
import type { Address } from '#shared/schemas/account.ts'
import { useSaveAddress } from '../api/addresses.ts'
import { AddressForm } from './address-form.tsx'

type InlineAddressFormProps = {
  /** The address to edit (checkout's "choose an area" for an address saved without one), or null. */
  address?: Address | null
  onSaved: (address: Address) => void
  onCancel?: (() => void) | undefined
}

/** The address form inside a page (checkout), with its own Save and Cancel. */
export function InlineAddressForm({ address = null, onSaved, onCancel }: InlineAddressFormProps) {
  const t = useT(messages)
  const save = useSaveAddress()
  const formId = address ? `address-${address.id}` : 'address-new'
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-dashed bg-muted/30 p-3 sm:p-4">
      <AddressForm id={formId} address={address} save={save} onSaved={onSaved} />
      <div className="flex gap-2">
        <Button type="submit" form={formId} disabled={save.isPending}>
          {save.isPending ? t('addresses.saving') : address ? t('addresses.update') : t('addresses.save')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('addresses.cancel')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
