import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { Button } from '#client/components/ui/button.tsx'
import { Field, fieldAria, Input } from '#client/components/ui/field.tsx'
import { useT } from '#client/lib/i18n.ts'
import { lazyResolver } from '#client/lib/lazy-resolver.ts'
import { notify } from '#client/lib/toast.ts'
import { TEXT_LIMITS } from '#shared/constants.ts'
import messages from '#shared/i18n/en/profile.json'
import type { Profile, UpdateProfileSchema } from '#shared/schemas/account.ts'
import { useUpdateProfile } from '../api/update-profile.ts'

// zod and the schema download with the form's first check (lib/lazy-resolver.ts, issue 13 item 6).
const profileResolver = lazyResolver(async () => {
  const [{ zodResolver }, { UpdateProfileSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('#shared/schemas/account.ts'),
  ])
  return zodResolver(UpdateProfileSchema)
})

type FormValues = z.input<typeof UpdateProfileSchema>
type FormOutput = z.output<typeof UpdateProfileSchema>

export function EditProfileForm({ profile }: { profile: Profile }) {
  const t = useT(messages)
  const navigate = useNavigate()
  const update = useUpdateProfile()
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: profileResolver,
    defaultValues: { name: profile.name, phone: profile.phone ?? '' },
  })
  const { errors } = form.formState

  const onValid = (values: FormOutput) => {
    update.mutate(values, {
      onSuccess: () => {
        notify.success(t('profile.updated'))
        navigate('/profile')
      },
      onError: (error) => {
        console.error('Profile update failed', error)
        notify.error(t('profile.updateFailed'))
      },
    })
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <Field id="profile-name" label={t('profile.fullName')} error={errors.name?.message}>
        <Input
          {...fieldAria('profile-name', errors.name?.message)}
          autoComplete="name"
          maxLength={TEXT_LIMITS.personName}
          placeholder={t('profile.fullNamePlaceholder')}
          {...form.register('name')}
        />
      </Field>
      <Field id="profile-email" label={t('profile.email')} hint={t('profile.emailFixed')}>
        <Input
          {...fieldAria('profile-email', undefined, true)}
          type="email"
          value={profile.email}
          readOnly
          disabled
        />
      </Field>
      <Field id="profile-phone" label={t('profile.phoneNumber')} error={errors.phone?.message}>
        <Input
          {...fieldAria('profile-phone', errors.phone?.message)}
          type="tel"
          autoComplete="tel"
          placeholder={t('profile.phonePlaceholder')}
          {...form.register('phone')}
        />
      </Field>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={update.isPending}>
        {t(update.isPending ? 'profile.saving' : 'profile.saveChanges')}
      </Button>
    </form>
  )
}
