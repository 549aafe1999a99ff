import { LogOutIcon, MailIcon, PhoneIcon } from 'lucide-react'
import { PageHeader } from '#client/components/page-header.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useSignOut } from '#client/features/auth/api/sign-out.ts'
import { RequireAuth } from '#client/features/auth/components/require-auth.tsx'
import { useProfile } from '#client/features/profile/api/get-profile.ts'
import { ProfileAvatar } from '#client/features/profile/components/profile-avatar.tsx'
import { ProfileMenu } from '#client/features/profile/components/profile-menu.tsx'
import { ProfileStats } from '#client/features/profile/components/profile-stats.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/profile.json'
import { formatIndianMobile } from '#shared/phone.ts'

/** Profile (spec section 2): who the user is, three stats, the menu, Sign Out. */
export function ProfileRoute() {
  const t = useT(messages)
  return (
    <RequireAuth>
      <PageTitle title={t('profile.title')} />
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <PageHeader title={t('profile.myProfile')} back="/" />
        <ProfileCard />
        <ProfileStats />
        <ProfileMenu />
        <SignOutButton />
      </div>
    </RequireAuth>
  )
}

function ProfileCard() {
  const t = useT(messages)
  const profile = useProfile()
  if (profile.isError) {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-3 rounded-3xl border bg-card p-5 text-sm"
      >
        {t('profile.loadFailed')}
        <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
          {t('profile.tryAgain')}
        </Button>
      </div>
    )
  }
  if (!profile.data) {
    return (
      <div className="flex items-center gap-4 rounded-3xl border bg-card p-5" aria-busy="true">
        <Skeleton className="size-20 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-56 max-w-full" />
        </div>
      </div>
    )
  }
  const { name, email, phone, avatarUrl } = profile.data
  const shownName = name.trim() || t('profile.user')
  return (
    <section
      aria-label={t('profile.yourDetails')}
      className="flex items-center gap-4 rounded-3xl border bg-gradient-to-br from-brand-soft/70 to-card p-5"
    >
      <ProfileAvatar name={name.trim() || email} src={avatarUrl} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-xl font-extrabold">{shownName}</h2>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
          <MailIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{email}</span>
        </p>
        {phone ? (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
            <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
            {formatIndianMobile(phone)}
          </p>
        ) : null}
      </div>
    </section>
  )
}

function SignOutButton() {
  const t = useT(messages)
  const signOut = useSignOut()
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full text-destructive hover:bg-destructive/10"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      <LogOutIcon aria-hidden="true" className="size-5" />
      {t('profile.signOut')}
    </Button>
  )
}
