import { Button } from '#client/components/ui/button.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/catalog.json'
import type { Category } from '#shared/schemas/catalog.ts'
import type { ProductFilterState } from '../hooks/product-filters.ts'
import { FilterPanel } from './filter-panel.tsx'

/** The filter panel beside the results on wide screens (issue 12 item 8). */
export function FilterSidebar({
  filters,
  activeCount,
  onChange,
  onClear,
  categories,
}: {
  filters: ProductFilterState
  activeCount: number
  onChange: (patch: Partial<ProductFilterState>) => void
  onClear: () => void
  categories?: Category[] | undefined
}) {
  const t = useT(messages)
  return (
    <div className="rounded-2xl border bg-card p-4">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 className="text-base font-bold">{t('catalog.filters')}</h2>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={activeCount === 0}>
          {t('catalog.clearAll')}
        </Button>
      </div>
      <FilterPanel filters={filters} onChange={onChange} categories={categories} />
    </div>
  )
}
