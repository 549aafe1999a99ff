import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, fieldAria, Input } from '#client/components/ui/field.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/auth.json'

/** The e-mail field of sign-in, sign-up and forgot-password: one label, keyboard and autofill. */
export function EmailField({
  id,
  error,
  registration,
}: {
  id: string
  error: string | undefined
  registration: UseFormRegisterReturn
}) {
  const t = useT(messages)
  return (
    <Field id={id} label={t('auth.email')} error={error}>
      <Input
        {...fieldAria(id, error)}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        {...registration}
      />
    </Field>
  )
}
