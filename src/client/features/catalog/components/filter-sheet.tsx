import { Button } from '#client/components/ui/button.tsx'
import { Sheet, SheetClose, SheetContent } from '#client/components/ui/sheet.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/catalog.json'
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
  const t = useT(messages)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={side}
        title={t('catalog.filters')}
        footer={
          <div className="flex gap-3">
            <Button variant="outline" className="flex-1" onClick={onClear} disabled={activeCount === 0}>
              {t('catalog.clearAll')}
            </Button>
            <SheetClose asChild>
              <Button className="flex-1">
                {resultCount === undefined
                  ? t('catalog.showResults')
                  : t('catalog.showCount', { count: resultCount })}
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
