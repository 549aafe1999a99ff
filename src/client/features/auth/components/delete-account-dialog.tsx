import { useState } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { DialogClose, DialogContent } from '#client/components/ui/dialog.tsx'
import { Field, Input } from '#client/components/ui/field.tsx'
import { useDeleteAccount } from '../api/delete-account.ts'

/** The confirmation before an account is deleted: the user types DELETE. */
export function DeleteAccountDialogContent() {
  const remove = useDeleteAccount()
  const [typed, setTyped] = useState('')
  const confirmed = typed.trim() === 'DELETE'
  return (
    <DialogContent
      title="Delete your account?"
      description="This cannot be undone."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={!confirmed || remove.isPending}
            onClick={() => remove.mutate()}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Account'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm">
        <p>
          Your profile, addresses, favourites, reviews, cart, preferences and notifications will be deleted
          and you will be signed out. Orders not yet being prepared are cancelled; your other orders stay in
          the store's books without your name.
        </p>
        <Field id="delete-confirm" label="Type DELETE to confirm">
          <Input
            id="delete-confirm"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
      </div>
    </DialogContent>
  )
}
