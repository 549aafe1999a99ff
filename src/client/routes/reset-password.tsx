import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'
import { Field, fieldAria } from '#client/components/ui/field.tsx'
import { sessionQueryOptions } from '#client/features/auth/api/get-session.ts'
import { useResetPassword } from '#client/features/auth/api/password.ts'
import { FormAlert } from '#client/features/auth/components/form-alert.tsx'
import { PasswordInput } from '#client/features/auth/components/password-input.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { lazyResolver } from '#client/lib/lazy-resolver.ts'
import { notify } from '#client/lib/toast.ts'
import { PASSWORD_RULE_HINT, passwordErrorMessage, RESET_LINK_PROBLEM } from '#shared/auth-texts.ts'
import messages from '#shared/i18n/en/auth.json'
import type { ResetPasswordInput } from '#shared/schemas/auth.ts'

// zod and the schema download with the form's first check (lib/lazy-resolver.ts, issue 13 item 6).
const resetPasswordResolver = lazyResolver(async () => {
  const [{ zodResolver }, { ResetPasswordSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('#shared/schemas/auth.ts'),
  ])
  return zodResolver(ResetPasswordSchema)
})

/**
 * Where a mailed reset link lands (decisions.md 21): better-auth checked the token and put it in
 * the address, or put `error=INVALID_TOKEN` there. Resetting signs out every session, so the
 * shopper signs in afresh with the new password.
 */
export function ResetPasswordRoute() {
  const t = useT(messages)
  const params = new URLSearchParams(useLocation().search)
  const token = params.get('error') ? null : params.get('token')
  return (
    <div className="mx-auto w-full max-w-md py-2 sm:py-8">
      <PageTitle title={t('auth.resetPassword')} />
      <div className="rounded-3xl border bg-card p-5 shadow-sm sm:p-8">
        <h1 className="mb-1 text-2xl font-extrabold tracking-tight">{t('auth.chooseNewPassword')}</h1>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            <FormAlert message={t(RESET_LINK_PROBLEM)} />
            <Link to="/auth" className="text-sm font-semibold text-primary hover:underline">
              {t('auth.backToSignIn')}
            </Link>
          </div>
        )}
      </div>
    </div>
  )
}

function ResetPasswordForm({ token }: { token: string }) {
  const t = useT(messages)
  const reset = useResetPassword()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<ResetPasswordInput>({
    resolver: resetPasswordResolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  const onValid = ({ newPassword }: ResetPasswordInput) => {
    setFailure(null)
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: async () => {
          // Every session of the account ended, this browser's too if it had one.
          queryClient.setQueryData(sessionQueryOptions().queryKey, null)
          notify.success(t('auth.passwordChangedSignIn'))
          await navigate('/auth', { replace: true })
        },
        onError: (error) => setFailure(passwordErrorMessage(error instanceof ApiError ? error : {}, t)),
      },
    )
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('auth.signedOutEverywhere')}</p>
      <Field
        id="reset-new"
        label={t('auth.newPassword')}
        error={errors.newPassword?.message}
        hint={t(PASSWORD_RULE_HINT)}
      >
        <PasswordInput
          {...fieldAria('reset-new', errors.newPassword?.message, true)}
          autoComplete="new-password"
          {...form.register('newPassword')}
        />
      </Field>
      <Field id="reset-confirm" label={t('auth.confirmNewPassword')} error={errors.confirmPassword?.message}>
        <PasswordInput
          {...fieldAria('reset-confirm', errors.confirmPassword?.message)}
          autoComplete="new-password"
          {...form.register('confirmPassword')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {t(reset.isPending ? 'auth.saving' : 'auth.setNewPassword')}
      </Button>
      <FormAlert message={failure} />
    </form>
  )
}
