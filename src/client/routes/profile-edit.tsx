import { RefreshCwIcon } from 'lucide-react'
import { EmptyState } from '#client/components/empty-state.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { RequireAuth } from '#client/features/auth/components/require-auth.tsx'
import { useProfile } from '#client/features/profile/api/get-profile.ts'
import { AvatarUpload } from '#client/features/profile/components/avatar-upload.tsx'
import { EditProfileForm } from '#client/features/profile/components/edit-profile-form.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/profile.json'

/** Edit profile (spec section 2): photo, name, read-only email, phone. */
export function ProfileEditRoute() {
  const t = useT(messages)
  return (
    <RequireAuth>
      <PageTitle title={t('profile.editProfile')} />
      <div className="mx-auto w-full max-w-xl">
        <PageHeader title={t('profile.editProfile')} />
        <EditProfile />
      </div>
    </RequireAuth>
  )
}

function EditProfile() {
  const t = useT(messages)
  const profile = useProfile()
  if (profile.isError) {
    return (
      <EmptyState
        icon={RefreshCwIcon}
        title={t('profile.loadFailedTitle')}
        action={<Button onClick={() => void profile.refetch()}>{t('profile.tryAgain')}</Button>}
      />
    )
  }
  if (!profile.data) {
    return (
      <div aria-busy="true" className="flex flex-col items-center gap-4 rounded-3xl border bg-card p-6">
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6 rounded-3xl border bg-card p-5 sm:p-7">
      <AvatarUpload
        name={profile.data.name.trim() || profile.data.email}
        avatarUrl={profile.data.avatarUrl}
      />
      <EditProfileForm profile={profile.data} />
    </div>
  )
}
