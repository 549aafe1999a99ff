import {
  ChevronRightIcon,
  CoinsIcon,
  DownloadIcon,
  HeadphonesIcon,
  InfoIcon,
  KeyRoundIcon,
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
import { Dialog } from '#client/components/ui/lazy-dialog.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import { RequireAuth } from '#client/features/auth/components/require-auth.tsx'
import { useExportData } from '#client/features/settings/api/export-data.ts'
import { useSaveLanguage } from '#client/features/settings/api/save-language.ts'
import { LanguagePicker } from '#client/features/settings/components/language-picker.tsx'
import { NotificationSettings } from '#client/features/settings/components/notification-settings.tsx'
import { SettingsRow, SettingsSection } from '#client/features/settings/components/settings-row.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { setSupportChatOpen } from '#client/features/store/support-chat-state.ts'
import { useT } from '#client/lib/i18n.ts'
import { setTheme, useTheme } from '#client/lib/theme.ts'
import { notify } from '#client/lib/toast.ts'
import { APP_VERSION } from '#shared/constants.ts'
import messages from '#shared/i18n/en/settings.json'

const ChangePasswordDialogContent = lazy(() =>
  import('#client/features/auth/components/change-password-dialog.tsx').then((m) => ({
    default: m.ChangePasswordDialogContent,
  })),
)

const DeleteAccountDialogContent = lazy(() =>
  import('#client/features/auth/components/delete-account-dialog.tsx').then((m) => ({
    default: m.DeleteAccountDialogContent,
  })),
)

/** Settings (spec section 2; Data Export and Delete Account work, decisions.md 11). */
export function SettingsRoute() {
  const t = useT(messages)
  return (
    <RequireAuth>
      <PageTitle title={t('settings.title')} />
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <PageHeader title={t('settings.title')} />
        <NotificationSettings />
        <Appearance />
        <Preferences />
        <Security />
        <PrivacyAndData />
        <SettingsSection id="settings-support" title={t('settings.support')}>
          <SettingsRow icon={LifeBuoyIcon} label={t('settings.helpCenter')}>
            <Badge>{t('settings.comingSoon')}</Badge>
          </SettingsRow>
          <SettingsRow
            icon={HeadphonesIcon}
            label={t('settings.contactSupport')}
            note={t('settings.contactSupportNote')}
          >
            <Button variant="outline" size="sm" onClick={() => setSupportChatOpen(true)}>
              {t('settings.openChat')}
            </Button>
          </SettingsRow>
          <SettingsRow icon={InfoIcon} label={t('settings.appVersion')}>
            <span className="text-sm font-semibold text-muted-foreground">{APP_VERSION}</span>
          </SettingsRow>
        </SettingsSection>
      </div>
    </RequireAuth>
  )
}

/** Language (replacing the spec's fixed "English", decisions.md 22) and the fixed currency. */
function Preferences() {
  const t = useT(messages)
  const saveLanguage = useSaveLanguage()
  return (
    <SettingsSection id="settings-preferences" title={t('settings.preferences')}>
      <SettingsRow
        icon={LanguagesIcon}
        label={t('settings.language')}
        labelId="settings-language"
        note={t('settings.languageSavedToAccount')}
      >
        <LanguagePicker
          labelledBy="settings-language"
          onChosen={(language) =>
            saveLanguage.mutate(language, {
              onError: (error) => {
                console.error('Saving the language failed', error)
                notify.error(t('settings.languageSaveFailed'))
              },
            })
          }
        />
      </SettingsRow>
      <SettingsRow icon={CoinsIcon} label={t('settings.currency')} note={t('settings.currencyInr')}>
        <Badge>{t('settings.fixed')}</Badge>
      </SettingsRow>
    </SettingsSection>
  )
}

function Appearance() {
  const t = useT(messages)
  const theme = useTheme()
  return (
    <SettingsSection id="settings-appearance" title={t('settings.appearance')}>
      <SettingsRow
        icon={MoonIcon}
        label={t('settings.darkMode')}
        note={t('settings.savedOnDevice')}
        labelFor="dark-mode"
      >
        <Switch
          id="dark-mode"
          checked={theme === 'dark'}
          onCheckedChange={(dark) => {
            const next = dark ? 'dark' : 'light'
            setTheme(next)
            notify.success(t('settings.switchedTheme', { theme: next }))
          }}
        />
      </SettingsRow>
    </SettingsSection>
  )
}

function Security() {
  const t = useT(messages)
  const [changing, setChanging] = useState(false)
  return (
    <SettingsSection id="settings-security" title={t('settings.security')}>
      <SettingsRow
        icon={KeyRoundIcon}
        label={t('settings.changePassword')}
        note={t('settings.changePasswordNote')}
      >
        <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
          {t('settings.change')}
        </Button>
      </SettingsRow>
      <Dialog open={changing} onOpenChange={setChanging}>
        {changing ? (
          <Suspense fallback={null}>
            <ChangePasswordDialogContent onDone={() => setChanging(false)} />
          </Suspense>
        ) : null}
      </Dialog>
    </SettingsSection>
  )
}

function PrivacyAndData() {
  const t = useT(messages)
  const exportData = useExportData()
  const [deleting, setDeleting] = useState(false)
  return (
    <SettingsSection id="settings-privacy" title={t('settings.privacyAndData')}>
      <li>
        <Link
          to="/privacy"
          className="flex min-h-16 items-center gap-3 px-4 py-3 transition hover:bg-muted/60"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-foreground">
            <ShieldCheckIcon aria-hidden="true" className="size-[18px]" />
          </span>
          <span className="flex-1 font-semibold">{t('settings.privacyPolicy')}</span>
          <ChevronRightIcon aria-hidden="true" className="size-5 text-muted-foreground" />
        </Link>
      </li>
      <SettingsRow icon={DownloadIcon} label={t('settings.dataExport')} note={t('settings.dataExportNote')}>
        <Button
          variant="outline"
          size="sm"
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: () => notify.success(t('settings.dataDownloaded')),
              onError: (error) => {
                console.error('Data export failed', error)
                notify.error(t('settings.dataExportFailed'))
              },
            })
          }
        >
          {exportData.isPending ? t('settings.preparing') : t('settings.export')}
        </Button>
      </SettingsRow>
      <SettingsRow
        icon={Trash2Icon}
        label={t('settings.deleteAccount')}
        note={t('settings.deleteAccountNote')}
      >
        <Button
          variant="outline"
          size="sm"
          className="border-destructive/40 text-destructive hover:bg-destructive/10"
          onClick={() => setDeleting(true)}
        >
          {t('settings.delete')}
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
