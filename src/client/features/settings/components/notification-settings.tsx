import { BellRingIcon, PackageIcon, TagIcon, TruckIcon } from 'lucide-react'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/settings.json'
import type { NotificationPreferences } from '#shared/schemas/account.ts'
import { usePreferences, useUpdateNotificationPreferences } from '../api/preferences.ts'
import { SettingsRow, SettingsSection } from './settings-row.tsx'

const toggles = [
  { key: 'offers', label: 'settings.offers', note: 'settings.offersNote', icon: TagIcon },
  { key: 'delivery', label: 'settings.delivery', note: 'settings.deliveryNote', icon: TruckIcon },
  {
    key: 'orderUpdates',
    label: 'settings.orderUpdates',
    note: 'settings.orderUpdatesNote',
    icon: PackageIcon,
  },
] as const satisfies readonly {
  key: keyof NotificationPreferences
  label: keyof typeof messages
  note: keyof typeof messages
  icon: unknown
}[]

/**
 * The three notification preferences (spec section 2 Settings): applied at once, reverted on
 * failure. Each note names what the toggle covers; the server decides with the same grouping
 * (#shared/notification-preferences.ts) for the bell, pop-ups and mail.
 */
export function NotificationSettings() {
  const t = useT(messages)
  const preferences = usePreferences()
  const update = useUpdateNotificationPreferences()
  const values = preferences.data?.notificationPreferences
  return (
    <div className="flex flex-col gap-2">
      <SettingsSection id="settings-notifications" title={t('settings.notifications')}>
        {toggles.map(({ key, label, note, icon }) => (
          <SettingsRow key={key} icon={icon} label={t(label)} note={t(note)} labelFor={`pref-${key}`}>
            {values ? (
              <Switch
                id={`pref-${key}`}
                checked={values[key]}
                onCheckedChange={(checked) =>
                  update.mutate(
                    { [key]: checked },
                    {
                      onSuccess: () => notify.success(t('settings.preferencesUpdated')),
                      onError: (error) => {
                        console.error('Saving preferences failed', error)
                        notify.error(t('settings.preferencesFailed'))
                      },
                    },
                  )
                }
              />
            ) : preferences.isError ? (
              <BellRingIcon aria-label={t('settings.unavailable')} className="size-5 text-muted-foreground" />
            ) : (
              <Skeleton className="h-6 w-11 rounded-full" />
            )}
          </SettingsRow>
        ))}
      </SettingsSection>
      <p className="px-1 text-xs text-muted-foreground">{t('settings.notificationsApply')}</p>
    </div>
  )
}
