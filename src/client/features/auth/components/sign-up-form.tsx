import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '#client/components/ui/button.tsx'
import { Field, fieldAria } from '#client/components/ui/field.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import { authErrorMessage, PASSWORD_MIN_LENGTH, PASSWORD_RULE_HINT } from '#shared/auth-texts.ts'
import { ErrorCode } from '#shared/errors.ts'
import messages from '#shared/i18n/en/auth.json'
import type { SignUpInput } from '#shared/schemas/auth.ts'
import { useSignUp } from '../api/sign-up.ts'
import { signUpResolver } from '../lib/auth-resolvers.ts'
import { EmailField } from './email-field.tsx'
import { FormAlert } from './form-alert.tsx'
import { PasswordInput } from './password-input.tsx'

type SignUpFormProps = {
  /** Where the verification link lands, signed in. */
  callbackURL: string
  onCreated: (email: string) => void
}

/** Sign Up tab: e-mail and password; the account is usable once the mailed link is opened. */
export function SignUpForm({ callbackURL, onCreated }: SignUpFormProps) {
  const t = useT(messages)
  const signUp = useSignUp()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<SignUpInput>({
    resolver: signUpResolver,
    defaultValues: { email: '', password: '' },
  })
  const { errors } = form.formState

  const onValid = (input: SignUpInput) => {
    setFailure(null)
    signUp.mutate(
      { ...input, callbackURL },
      {
        onSuccess: () => {
          notify.success(t('auth.accountCreated'))
          onCreated(input.email)
        },
        onError: (error) => {
          const apiError = error instanceof ApiError ? error : null
          // The server checks the same schema; its word on a field goes under that field.
          if (apiError?.code === ErrorCode.WeakPassword) {
            form.setError('password', { message: apiError.message })
          } else if (apiError?.code === ErrorCode.InvalidInput) {
            form.setError('email', { message: apiError.message })
          }
          const message = authErrorMessage('sign-up', apiError ?? {}, t)
          setFailure(message)
          notify.error(message)
        },
      },
    )
  }
  const onInvalid = () => {
    setFailure(null)
    notify.error(t('auth.fixValidationErrors'))
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
      <EmailField id="signup-email" error={errors.email?.message} registration={form.register('email')} />
      <Field
        id="signup-password"
        label={t('auth.password')}
        error={errors.password?.message}
        hint={t(PASSWORD_RULE_HINT)}
      >
        <PasswordInput
          {...fieldAria('signup-password', errors.password?.message, true)}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          placeholder={t('auth.createPassword')}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={signUp.isPending}>
        {t(signUp.isPending ? 'auth.creatingAccount' : 'auth.createAccount')}
      </Button>
      <FormAlert message={failure} />
    </form>
  )
}
