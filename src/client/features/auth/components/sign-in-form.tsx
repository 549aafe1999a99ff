import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '#client/components/ui/button.tsx'
import { Field, fieldAria } from '#client/components/ui/field.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import { authErrorMessage } from '#shared/auth-texts.ts'
import messages from '#shared/i18n/en/auth.json'
import type { SignInInput } from '#shared/schemas/auth.ts'
import { useSignIn } from '../api/sign-in.ts'
import { signInResolver } from '../lib/auth-resolvers.ts'
import { EmailField } from './email-field.tsx'
import { FormAlert } from './form-alert.tsx'
import { PasswordInput } from './password-input.tsx'

/** Sign In tab. Success updates the session; the /auth page then moves on. */
export function SignInForm({
  defaultEmail = '',
  onForgotPassword,
}: {
  defaultEmail?: string
  onForgotPassword: () => void
}) {
  const t = useT(messages)
  const signIn = useSignIn()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<SignInInput>({
    resolver: signInResolver,
    defaultValues: { email: defaultEmail, password: '' },
  })
  const { errors } = form.formState

  const onValid = (input: SignInInput) => {
    setFailure(null)
    signIn.mutate(input, {
      onError: (error) => {
        const message = authErrorMessage('sign-in', error instanceof ApiError ? error : {}, t)
        setFailure(message)
        notify.error(message)
      },
    })
  }
  const onInvalid = () => {
    setFailure(null)
    notify.error(t('auth.enterValidCredentials'))
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
      <EmailField id="signin-email" error={errors.email?.message} registration={form.register('email')} />
      <Field id="signin-password" label={t('auth.password')} error={errors.password?.message}>
        <PasswordInput
          {...fieldAria('signin-password', errors.password?.message)}
          autoComplete="current-password"
          placeholder={t('auth.yourPassword')}
          {...form.register('password')}
        />
      </Field>
      <button
        type="button"
        onClick={onForgotPassword}
        className="-mt-2 self-end rounded text-sm font-semibold text-primary hover:underline"
      >
        {t('auth.forgotPassword')}
      </button>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={signIn.isPending}>
        {t(signIn.isPending ? 'auth.signingIn' : 'auth.signIn')}
      </Button>
      <FormAlert message={failure} />
    </form>
  )
}
