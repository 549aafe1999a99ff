import { ChevronDownIcon, MapPinIcon } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useT } from '#client/lib/i18n.ts'
import { deliveryTimeText } from '#client/lib/status-texts.ts'
import { DEFAULT_DELIVERY_MINUTES } from '#shared/constants.ts'
import messages from '#shared/i18n/en/location.json'
import { useDeliveryLocation } from '../hooks/use-delivery-location.ts'

// The sheet (Radix Dialog) loads on first use, keeping it out of the home page's first download.
const loadSheet = () => import('./location-sheet.tsx')
const LocationSheet = lazy(() => loadSheet().then((m) => ({ default: m.LocationSheet })))

/** Header block: 'Delivery in 6 minutes' over the chosen area; opens the area picker. */
export function LocationPicker() {
  const t = useT(messages)
  const { selected, isError, error } = useDeliveryLocation()
  const [open, setOpen] = useState(false)
  const [sheetWanted, setSheetWanted] = useState(false)
  const minutes = selected?.deliveryTime ?? DEFAULT_DELIVERY_MINUTES
  // 'Within 24 hours' reads on its own; shorter promises follow 'Delivery in' (Hindi: 'N मिनट में').
  const within = minutes >= 24 * 60
  const time = deliveryTimeText(minutes)
  const promise = within ? time : t('location.promise', { time })

  useEffect(() => {
    // Spec section 8: 'Failed to load delivery locations' (the header keeps its default promise).
    if (isError) console.error('Failed to load delivery locations', error)
  }, [isError, error])

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setSheetWanted(true)
          setOpen(true)
        }}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        aria-haspopup="dialog"
        aria-label={t('location.buttonLabel', { name: selected ? selected.name : t('location.notChosen') })}
        className="group flex min-w-0 flex-col items-start rounded-lg px-1 py-0.5 text-left"
      >
        <span className="flex flex-col whitespace-nowrap min-[400px]:flex-row min-[400px]:items-baseline min-[400px]:gap-1">
          <span className="text-[10px] leading-3.5 font-bold tracking-wide text-primary uppercase sm:text-xs">
            {t(within ? 'location.delivery' : 'location.deliveryIn')}
          </span>
          <span className="text-base leading-5 font-extrabold tracking-tight sm:text-lg">{promise}</span>
        </span>
        <span className="flex max-w-full min-w-0 items-center gap-0.5 text-xs text-muted-foreground group-hover:text-foreground">
          <MapPinIcon aria-hidden="true" className="size-3 shrink-0" />
          <span className="truncate">
            {selected ? `${selected.name}, ${selected.city}` : t('location.selectLocation')}
          </span>
          <ChevronDownIcon aria-hidden="true" className="size-3.5 shrink-0" />
        </span>
      </button>
      {sheetWanted ? (
        <Suspense fallback={null}>
          <LocationSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
