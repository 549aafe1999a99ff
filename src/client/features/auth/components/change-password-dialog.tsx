import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '#client/components/ui/button.tsx'
import { DialogClose, DialogContent } from '#client/components/ui/dialog.tsx'
import { Field, fieldAria } from '#client/components/ui/field.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { lazyResolver } from '#client/lib/lazy-resolver.ts'
import { notify } from '#client/lib/toast.ts'
import { PASSWORD_RULE_HINT, passwordErrorMessage } from '#shared/auth-texts.ts'
import messages from '#shared/i18n/en/auth.json'
import type { ChangePasswordInput } from '#shared/schemas/auth.ts'
import { sessionQueryOptions } from '../api/get-session.ts'
import { useChangePassword } from '../api/password.ts'
import { FormAlert } from './form-alert.tsx'
import { PasswordInput } from './password-input.tsx'

// zod and the schema download with the form's first check (lib/lazy-resolver.ts, issue 13 item 6).
const changePasswordResolver = lazyResolver(async () => {
  const [{ zodResolver }, { ChangePasswordSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('#shared/schemas/auth.ts'),
  ])
  return zodResolver(ChangePasswordSchema)
})

/** Settings' Change Password (decisions.md 21): current password, new one twice. */
export function ChangePasswordDialogContent({ onDone }: { onDone: () => void }) {
  const t = useT(messages)
  const change = useChangePassword()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<ChangePasswordInput>({
    resolver: changePasswordResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  const onValid = ({ currentPassword, newPassword }: ChangePasswordInput) => {
    setFailure(null)
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          // This browser got a new session cookie; read it so nothing holds the old one.
          void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey })
          notify.success(t('auth.passwordChangedElsewhere'))
          onDone()
        },
        onError: (error) => setFailure(passwordErrorMessage(error instanceof ApiError ? error : {}, t)),
      },
    )
  }

  return (
    <DialogContent
      title={t('auth.changePassword')}
      description={t('auth.changePasswordNote')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('auth.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form="change-password-form" disabled={change.isPending}>
            {t(change.isPending ? 'auth.saving' : 'auth.changePasswordButton')}
          </Button>
        </>
      }
    >
      <form
        id="change-password-form"
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        className="flex flex-col gap-4"
      >
        <Field
          id="current-password"
          label={t('auth.currentPassword')}
          error={errors.currentPassword?.message}
        >
          <PasswordInput
            {...fieldAria('current-password', errors.currentPassword?.message)}
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </Field>
        <Field
          id="new-password"
          label={t('auth.newPassword')}
          error={errors.newPassword?.message}
          hint={t(PASSWORD_RULE_HINT)}
        >
          <PasswordInput
            {...fieldAria('new-password', errors.newPassword?.message, true)}
            autoComplete="new-password"
            {...form.register('newPassword')}
          />
        </Field>
        <Field
          id="confirm-password"
          label={t('auth.confirmNewPassword')}
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            {...fieldAria('confirm-password', errors.confirmPassword?.message)}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </Field>
        <FormAlert message={failure} />
      </form>
    </DialogContent>
  )
}
