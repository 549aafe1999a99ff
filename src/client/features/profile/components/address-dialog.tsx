import { Button } from '#client/components/ui/button.tsx'
import { DialogClose, DialogContent } from '#client/components/ui/dialog.tsx'
import { notify } from '#client/lib/toast.ts'
import type { Address } from '#shared/schemas/account.ts'
import { useSaveAddress } from '../api/addresses.ts'
import { AddressForm } from './address-form.tsx'

/** The add/edit dialog's content (inside a Dialog the page controls). */
export function AddressDialogContent({ address, onDone }: { address: Address | null; onDone: () => void }) {
  const save = useSaveAddress()
  const formId = 'address-form'
  return (
    <DialogContent
      title={address ? 'Edit Address' : 'Add New Address'}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : address ? 'Update Address' : 'Save Address'}
          </Button>
        </>
      }
    >
      <AddressForm
        id={formId}
        address={address}
        onSubmit={(input) =>
          save.mutate(
            { id: address?.id ?? null, input },
            {
              onSuccess: () => {
                notify.success(address ? 'Address updated successfully!' : 'Address added successfully!')
                onDone()
              },
              onError: (error) => {
                console.error('Saving the address failed', error)
                notify.error('Failed to save address')
              },
            },
          )
        }
      />
    </DialogContent>
  )
}
