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

/** Edit profile (spec section 2): photo, name, read-only email, phone. */
export function ProfileEditRoute() {
  return (
    <RequireAuth>
      <PageTitle title="Edit Profile" />
      <div className="mx-auto w-full max-w-xl">
        <PageHeader title="Edit Profile" />
        <EditProfile />
      </div>
    </RequireAuth>
  )
}

function EditProfile() {
  const profile = useProfile()
  if (profile.isError) {
    return (
      <EmptyState
        icon={RefreshCwIcon}
        title="Your profile could not be loaded"
        action={<Button onClick={() => void profile.refetch()}>Try again</Button>}
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
