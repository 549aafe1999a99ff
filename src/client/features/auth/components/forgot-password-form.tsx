import { MailCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '#client/components/ui/button.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { fillSlot, SLOT } from '#client/lib/fill-slot.tsx'
import { useT } from '#client/lib/i18n.ts'
import { passwordErrorMessage } from '#shared/auth-texts.ts'
import messages from '#shared/i18n/en/auth.json'
import type { ForgotPasswordInput } from '#shared/schemas/auth.ts'
import { useRequestPasswordReset } from '../api/password.ts'
import { forgotPasswordResolver } from '../lib/auth-resolvers.ts'
import { EmailField } from './email-field.tsx'
import { FormAlert } from './form-alert.tsx'

/** "Forgot password?" on /auth: asks for the address, then says where the link went. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useT(messages)
  const request = useRequestPasswordReset()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<ForgotPasswordInput>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  })
  const { errors } = form.formState

  if (sentTo) {
    return (
      <div className="flex flex-col items-center text-center" role="status">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
          <MailCheckIcon aria-hidden="true" className="size-8" />
        </span>
        <h2 className="mt-4 text-xl font-bold">{t('auth.checkEmail')}</h2>
        <p className="mt-2 text-sm text-muted-foreground">
          {fillSlot(
            t('auth.resetLinkSent', { email: SLOT }),
            <span className="font-semibold text-foreground">{sentTo}</span>,
          )}
        </p>
        <Button variant="outline" className="mt-6 w-full" onClick={onBack}>
          {t('auth.backToSignIn')}
        </Button>
      </div>
    )
  }

  const onValid = (input: ForgotPasswordInput) => {
    setFailure(null)
    request.mutate(input, {
      onSuccess: () => setSentTo(input.email),
      onError: (error) => setFailure(passwordErrorMessage(error instanceof ApiError ? error : {}, t)),
    })
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-bold">{t('auth.forgotPassword')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('auth.forgotIntro')}</p>
      </div>
      <EmailField id="forgot-email" error={errors.email?.message} registration={form.register('email')} />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {t(request.isPending ? 'auth.sending' : 'auth.sendResetLink')}
      </Button>
      <FormAlert message={failure} />
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        {t('auth.backToSignIn')}
      </Button>
    </form>
  )
}
