import {
  ChevronRightIcon,
  CoinsIcon,
  DownloadIcon,
  HeadphonesIcon,
  InfoIcon,
  LanguagesIcon,
  LifeBuoyIcon,
  MoonIcon,
  ShieldCheckIcon,
  Trash2Icon,
} from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '#client/components/page-header.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import { RequireAuth } from '#client/features/auth/components/require-auth.tsx'
import { useExportData } from '#client/features/settings/api/export-data.ts'
import { NotificationSettings } from '#client/features/settings/components/notification-settings.tsx'
import { SettingsRow, SettingsSection } from '#client/features/settings/components/settings-row.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { setTheme, useTheme } from '#client/lib/theme.ts'
import { notify } from '#client/lib/toast.ts'
import { APP_VERSION } from '#shared/constants.ts'

const DeleteAccountDialogContent = lazy(() =>
  import('#client/features/auth/components/delete-account-dialog.tsx').then((m) => ({
    default: m.DeleteAccountDialogContent,
  })),
)

/** Settings (spec section 2; Data Export and Delete Account work, decisions.md 11). */
export function SettingsRoute() {
  return (
    <RequireAuth>
      <PageTitle title="Settings" />
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <PageHeader title="Settings" />
        <NotificationSettings />
        <Appearance />
        <SettingsSection title="Preferences">
          <SettingsRow icon={LanguagesIcon} label="Language" note="English">
            <Badge>Fixed</Badge>
          </SettingsRow>
          <SettingsRow icon={CoinsIcon} label="Currency" note="INR (₹)">
            <Badge>Fixed</Badge>
          </SettingsRow>
        </SettingsSection>
        <PrivacyAndData />
        <SettingsSection title="Support">
          <SettingsRow icon={LifeBuoyIcon} label="Help Center">
            <Badge>Coming Soon</Badge>
          </SettingsRow>
          <SettingsRow icon={HeadphonesIcon} label="Contact Support">
            <Badge>Coming Soon</Badge>
          </SettingsRow>
          <SettingsRow icon={InfoIcon} label="App Version">
            <span className="text-sm font-semibold text-muted-foreground">{APP_VERSION}</span>
          </SettingsRow>
        </SettingsSection>
      </div>
    </RequireAuth>
  )
}

function Appearance() {
  const theme = useTheme()
  return (
    <SettingsSection title="Appearance">
      <SettingsRow icon={MoonIcon} label="Dark Mode" note="Saved on this device" labelFor="dark-mode">
        <Switch
          id="dark-mode"
          checked={theme === 'dark'}
          onCheckedChange={(dark) => {
            const next = dark ? 'dark' : 'light'
            setTheme(next)
            notify.success(`Switched to ${next} mode`)
          }}
        />
      </SettingsRow>
    </SettingsSection>
  )
}

function PrivacyAndData() {
  const exportData = useExportData()
  const [deleting, setDeleting] = useState(false)
  return (
    <SettingsSection title="Privacy & Data">
      <li>
        <Link
          to="/privacy"
          className="flex min-h-16 items-center gap-3 px-4 py-3 transition hover:bg-muted/60"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-foreground">
            <ShieldCheckIcon aria-hidden="true" className="size-[18px]" />
          </span>
          <span className="flex-1 font-semibold">Privacy Policy</span>
          <ChevronRightIcon aria-hidden="true" className="size-5 text-muted-foreground" />
        </Link>
      </li>
      <SettingsRow icon={DownloadIcon} label="Data Export" note="Download your data as a JSON file">
        <Button
          variant="outline"
          size="sm"
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: () => notify.success('Your data has been downloaded'),
              onError: (error) => {
                console.error('Data export failed', error)
                notify.error('Failed to export your data')
              },
            })
          }
        >
          {exportData.isPending ? 'Preparing...' : 'Export'}
        </Button>
      </SettingsRow>
      <SettingsRow icon={Trash2Icon} label="Delete Account" note="Remove your account and personal data">
        <Button
          variant="outline"
          size="sm"
          className="border-destructive/40 text-destructive hover:bg-destructive/10"
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
      </SettingsRow>
      <Dialog open={deleting} onOpenChange={setDeleting}>
        {deleting ? (
          <Suspense fallback={null}>
            <DeleteAccountDialogContent />
          </Suspense>
        ) : null}
      </Dialog>
    </SettingsSection>
  )
}
