import { CheckIcon, ClockIcon, LocateFixedIcon, MapPinIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'
import { Sheet, SheetContent } from '#client/components/ui/sheet.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { cn } from '#client/lib/cn.ts'
import { shopPromise } from '#client/lib/delivery-promise-text.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/location.json'
import { useEarliestSlot } from '../api/get-earliest-slot.ts'
import { useDeliveryLocation } from '../hooks/use-delivery-location.ts'

type LocationSheetProps = { open: boolean; onOpenChange: (open: boolean) => void }

export function LocationSheet({ open, onOpenChange }: LocationSheetProps) {
  const t = useT(messages)
  const { locations, selected, choose, isPending, isError } = useDeliveryLocation()
  // Each area's line is the header's rule for that area (ADR 020), so the two never disagree.
  const earliest = useEarliestSlot().data

  // Spec section 4: the position is asked for, then the first area is simply selected.
  const detectLocation = () => {
    if (!('geolocation' in navigator)) {
      notify.error(t('location.geolocationUnsupported'))
      return
    }
    navigator.geolocation.getCurrentPosition(
      () => {
        notify.success(t('location.detected'))
        const first = locations[0]
        if (first) choose(first.id)
        onOpenChange(false)
      },
      () => notify.error(t('location.accessFailed')),
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    )
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="responsive"
        title={t('location.selectLocation')}
        description={t('location.timesDepend')}
      >
        <Button variant="soft" size="lg" className="w-full justify-start" onClick={detectLocation}>
          <LocateFixedIcon aria-hidden="true" className="size-5" />
          {t('location.useCurrent')}
        </Button>
        <h3 className="mt-6 mb-2 text-xs font-bold tracking-wide text-muted-foreground uppercase">
          {t('location.areas')}
        </h3>
        {isPending ? (
          <div className="flex flex-col gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full rounded-xl" />
            ))}
          </div>
        ) : isError ? (
          <p className="rounded-xl bg-muted p-4 text-sm">{t('location.loadFailed')}</p>
        ) : locations.length === 0 ? (
          <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">{t('location.noAreas')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {locations.map((location) => {
              const isSelected = location.id === selected?.id
              return (
                <li key={location.id}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => {
                      choose(location.id)
                      onOpenChange(false)
                    }}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-xl border p-3 text-left transition hover:border-primary/50 hover:bg-muted/50',
                      isSelected && 'border-primary bg-brand-soft/40',
                    )}
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
                      <MapPinIcon aria-hidden="true" className="size-5 text-primary" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{location.name}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {location.area}, {location.city}
                      </span>
                      <span className="mt-0.5 flex items-center gap-1 text-xs font-semibold text-brand-soft-foreground">
                        <ClockIcon aria-hidden="true" className="size-3" />
                        {shopPromise(earliest, location.deliveryTime).value}
                      </span>
                    </span>
                    {isSelected ? (
                      <CheckIcon aria-label={t('location.selected')} className="size-5 text-primary" />
                    ) : null}
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </SheetContent>
    </Sheet>
  )
}
