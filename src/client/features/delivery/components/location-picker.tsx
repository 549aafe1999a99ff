import { ChevronDownIcon, MapPinIcon } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/location.json'
import { useDeliveryLocation } from '../hooks/use-delivery-location.ts'
import { useShopPromise } from '../hooks/use-shop-promise.ts'

// The sheet (Radix Dialog) loads on first use, keeping it out of the home page's first download.
const loadSheet = () => import('./location-sheet.tsx')
const LocationSheet = lazy(() => loadSheet().then((m) => ({ default: m.LocationSheet })))

/**
 * Header block: the promise (the earliest open slot, 'Earliest delivery · Today, 7–9 AM', or
 * the area's 'Delivery in 10 minutes', ADR 020) over the chosen area; opens the area picker.
 */
export function LocationPicker() {
  const t = useT(messages)
  const { selected, isError, error } = useDeliveryLocation()
  const [open, setOpen] = useState(false)
  const [sheetWanted, setSheetWanted] = useState(false)
  const promise = useShopPromise()

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
        // No aria-label: the button is named by what it shows (the promise and the area) and a
        // hidden hint after it, so the spoken name always contains the visible text (axe
        // label-content-name-mismatch, WCAG 2.5.3).
        // A button is as wide as its text unless capped: max-w-full keeps a long promise within
        // the header's column, where its text truncates, instead of under the buttons beside it.
        className="group flex max-w-full min-w-0 flex-col items-start rounded-lg px-1 py-0.5 text-left"
      >
        {/* Label over the promise at every width: a slot ('Tomorrow, 11 AM–1 PM') is longer
            than '10 minutes' was, and the header gives the picker 14rem from md. */}
        <span className="flex max-w-full min-w-0 flex-col whitespace-nowrap">
          <span className="text-[10px] leading-3.5 font-bold tracking-wide text-primary uppercase sm:text-xs">
            {promise?.label}
          </span>
          {/* min-h keeps the header still while the slots load. */}
          <span
            data-testid="shop-promise"
            className="min-h-5 max-w-full truncate text-[15px] leading-5 font-extrabold tracking-tight min-[400px]:text-base"
          >
            {promise?.value}
          </span>
        </span>
        <span className="flex max-w-full min-w-0 items-center gap-0.5 text-xs text-muted-foreground group-hover:text-foreground">
          <MapPinIcon aria-hidden="true" className="size-3 shrink-0" />
          <span className="truncate">
            {selected ? `${selected.name}, ${selected.city}` : t('location.selectLocation')}
          </span>
          <ChevronDownIcon aria-hidden="true" className="size-3.5 shrink-0" />
        </span>
        <span className="sr-only">. {t('location.changeHint')}</span>
      </button>
      {sheetWanted ? (
        <Suspense fallback={null}>
          <LocationSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
