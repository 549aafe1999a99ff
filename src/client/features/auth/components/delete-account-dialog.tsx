import { useState } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { DialogClose, DialogContent } from '#client/components/ui/dialog.tsx'
import { Field, Input } from '#client/components/ui/field.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/auth.json'
import { useDeleteAccount } from '../api/delete-account.ts'

/** The confirmation before an account is deleted: the user types DELETE. */
export function DeleteAccountDialogContent() {
  const t = useT(messages)
  const remove = useDeleteAccount()
  const [typed, setTyped] = useState('')
  const confirmed = typed.trim() === 'DELETE'
  return (
    <DialogContent
      title={t('auth.deleteAccountTitle')}
      description={t('auth.cannotBeUndone')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('auth.cancel')}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={!confirmed || remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t(remove.isPending ? 'auth.deleting' : 'auth.deleteAccount')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm">
        <p>{t('auth.deleteAccountText')}</p>
        <Field id="delete-confirm" label={t('auth.typeDelete')}>
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
