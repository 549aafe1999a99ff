import { Button } from '#client/components/ui/button.tsx'
import { Sheet, SheetClose, SheetContent } from '#client/components/ui/sheet.tsx'
import { countOf } from '#shared/plural.ts'
import type { Category } from '#shared/schemas/catalog.ts'
import type { ProductFilterState } from '../hooks/product-filters.ts'
import { FilterPanel } from './filter-panel.tsx'

export type FilterSheetProps = {
  /** 'Filter Products' on the category page, 'Filters' on search. */
  triggerLabel: string
  side: 'responsive' | 'right'
  filters: ProductFilterState
  activeCount: number
  onChange: (patch: Partial<ProductFilterState>) => void
  onClear: () => void
  categories?: Category[] | undefined
  resultCount?: number | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The filter panel in a drawer (category page) or side sheet (search); changes apply at once. */
export function FilterSheet({
  side,
  filters,
  activeCount,
  onChange,
  onClear,
  categories,
  resultCount,
  open,
  onOpenChange,
}: FilterSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
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
                {resultCount === undefined ? 'Show results' : `Show ${countOf(resultCount, 'result')}`}
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
