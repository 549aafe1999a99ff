import { SlidersHorizontalIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/catalog.json'
import type { FilterSheetProps } from './filter-sheet.tsx'

// The sheet (Radix Dialog, the slider and the panel) loads when first wanted: a listing's first
// screen only draws this button (issue 12 item 7, issue 13 item 6).
const loadSheet = () => import('./filter-sheet.tsx')
const FilterSheet = lazy(() => loadSheet().then((m) => ({ default: m.FilterSheet })))

/** The filter button of phones and tablets; its sheet opens on the first press. */
export function FilterTrigger(props: Omit<FilterSheetProps, 'open' | 'onOpenChange' | 'trigger'>) {
  const t = useT(messages)
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const trigger = (
    <Button
      variant="outline"
      size="md"
      className="relative"
      aria-haspopup="dialog"
      onPointerEnter={() => void loadSheet()}
      onFocus={() => void loadSheet()}
      onClick={() => {
        setWanted(true)
        setOpen(true)
      }}
    >
      <SlidersHorizontalIcon className="size-4" aria-hidden="true" />
      {props.triggerLabel}
      {props.activeCount > 0 ? (
        <span className="ml-0.5 flex size-5 items-center justify-center rounded-full bg-primary text-[11px] text-primary-foreground">
          {props.activeCount}
          <span className="sr-only"> {t('catalog.activeFilters')}</span>
        </span>
      ) : null}
    </Button>
  )
  return (
    <>
      {trigger}
      {wanted ? (
        <Suspense fallback={null}>
          <FilterSheet {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
