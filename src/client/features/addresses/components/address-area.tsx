import { MapPinnedIcon, TriangleAlertIcon } from 'lucide-react'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/addresses.json'
import type { Address } from '#shared/schemas/account.ts'
import { useAddressArea } from '../hooks/use-address-area.ts'

/** The address's delivery area, or a warning that it needs one (ADR 019). */
export function AddressArea({ address }: { address: Pick<Address, 'locationId'> }) {
  const t = useT(messages)
  const area = useAddressArea(address)
  if (!area) {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
        <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
        {t('addresses.noArea')}
      </p>
    )
  }
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-brand-soft-foreground">
      <MapPinnedIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
      {t('addresses.inArea', { name: area.name, area: area.area })}
    </p>
  )
}
