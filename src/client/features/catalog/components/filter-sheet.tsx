import { SlidersHorizontalIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '#client/components/ui/sheet.tsx'
import type { Category } from '#shared/schemas/catalog.ts'
import type { ProductFilterState } from '../hooks/product-filters.ts'
import { FilterPanel } from './filter-panel.tsx'

type FilterSheetProps = {
  /** 'Filter Products' on the category page, 'Filters' on search. */
  triggerLabel: string
  side: 'responsive' | 'right'
  filters: ProductFilterState
  activeCount: number
  onChange: (patch: Partial<ProductFilterState>) => void
  onClear: () => void
  categories?: Category[] | undefined
  resultCount?: number | undefined
}

/** The filter panel in a drawer (category page) or side sheet (search); changes apply at once. */
export function FilterSheet({
  triggerLabel,
  side,
  filters,
  activeCount,
  onChange,
  onClear,
  categories,
  resultCount,
}: FilterSheetProps) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" size="md" className="relative">
          <SlidersHorizontalIcon className="size-4" aria-hidden="true" />
          {triggerLabel}
          {activeCount > 0 ? (
            <span className="ml-0.5 flex size-5 items-center justify-center rounded-full bg-primary text-[11px] text-primary-foreground">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent
        side={side}
        title="Filters"
        footer={
          <div className="flex gap-3">
            <Button variant="outline" className="flex-1" onClick={onClear} disabled={activeCount === 0}>
              Clear All
            </Button>
            <SheetClose asChild>
              <Button className="flex-1">
                {resultCount === undefined
                  ? 'Show results'
                  : `Show ${resultCount.toLocaleString('en-IN')} ${resultCount === 1 ? 'result' : 'results'}`}
              </Button>
            </SheetClose>
          </div>
        }
      >
        <FilterPanel filters={filters} onChange={onChange} categories={categories} />
      </SheetContent>
    </Sheet>
  )
}
