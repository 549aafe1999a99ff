import { BellRingIcon, PackageIcon, TagIcon, TruckIcon } from 'lucide-react'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import { notify } from '#client/lib/toast.ts'
import type { NotificationPreferences } from '#shared/schemas/account.ts'
import { usePreferences, useUpdateNotificationPreferences } from '../api/preferences.ts'
import { SettingsRow, SettingsSection } from './settings-row.tsx'

const toggles = [
  { key: 'offers', label: 'Offers & Deals', note: 'Discounts and festival offers', icon: TagIcon },
  { key: 'delivery', label: 'Delivery Updates', note: 'When your order is on its way', icon: TruckIcon },
  {
    key: 'orderUpdates',
    label: 'Order Updates',
    note: 'Confirmations and status changes',
    icon: PackageIcon,
  },
] as const satisfies readonly {
  key: keyof NotificationPreferences
  label: string
  note: string
  icon: unknown
}[]

/** The three notification preferences (spec section 2 Settings): applied at once, reverted on failure. */
export function NotificationSettings() {
  const preferences = usePreferences()
  const update = useUpdateNotificationPreferences()
  const values = preferences.data?.notificationPreferences
  return (
    <SettingsSection title="Notifications">
      {toggles.map(({ key, label, note, icon }) => (
        <SettingsRow key={key} icon={icon} label={label} note={note} labelFor={`pref-${key}`}>
          {values ? (
            <Switch
              id={`pref-${key}`}
              checked={values[key]}
              onCheckedChange={(checked) =>
                update.mutate(
                  { [key]: checked },
                  {
                    onSuccess: () => notify.success('Preferences updated'),
                    onError: (error) => {
                      console.error('Saving preferences failed', error)
                      notify.error('Failed to update preferences')
                    },
                  },
                )
              }
            />
          ) : preferences.isError ? (
            <BellRingIcon aria-label="Unavailable" className="size-5 text-muted-foreground" />
          ) : (
            <Skeleton className="h-6 w-11 rounded-full" />
          )}
        </SettingsRow>
      ))}
    </SettingsSection>
  )
}
