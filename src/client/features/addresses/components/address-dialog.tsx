import { Button } from '#client/components/ui/button.tsx'
import { DialogClose, DialogContent } from '#client/components/ui/dialog.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/addresses.json'
import type { Address } from '#shared/schemas/account.ts'
import { useSaveAddress } from '../api/addresses.ts'
import { AddressForm } from './address-form.tsx'

/** The address book's add/edit dialog content (inside a Dialog the page controls). */
export function AddressDialogContent({ address, onDone }: { address: Address | null; onDone: () => void }) {
  const t = useT(messages)
  const save = useSaveAddress()
  const formId = 'address-form'
  return (
    <DialogContent
      title={address ? t('addresses.editTitle') : t('addresses.addTitle')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('addresses.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? t('addresses.saving') : address ? t('addresses.update') : t('addresses.save')}
          </Button>
        </>
      }
    >
      <AddressForm id={formId} address={address} save={save} onSaved={onDone} />
    </DialogContent>
  )
}
