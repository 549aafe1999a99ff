import { StarIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { RadioChip, RadioGroup, RadioRow } from '#client/components/ui/radio-group.tsx'
import { Slider } from '#client/components/ui/slider.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { useCategoryName } from '#client/lib/product-name.ts'
import { PRICE_FILTER, RATING_FILTER_OPTIONS } from '#shared/constants.ts'
import messages from '#shared/i18n/en/catalog.json'
import type { Category, ProductSort } from '#shared/schemas/catalog.ts'
import { type ProductFilterState, SORT_OPTIONS } from '../hooks/product-filters.ts'

type FilterPanelProps = {
  filters: ProductFilterState
  onChange: (patch: Partial<ProductFilterState>) => void
  /** Given on pages that may filter by category (search); the category page has its own. */
  categories?: Category[] | undefined
}

const sectionTitle = 'mb-2 text-xs font-bold tracking-wide text-muted-foreground uppercase'

/** Sort, optional category, price range, minimum rating and in-stock only (spec section 2). */
export function FilterPanel({ filters, onChange, categories }: FilterPanelProps) {
  const t = useT(messages)
  const shownCategory = useCategoryName()
  const ids = useId()
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${ids}-sort`}>
        <h3 id={`${ids}-sort`} className={sectionTitle}>
          {t('catalog.sortBy')}
        </h3>
        <RadioGroup
          aria-labelledby={`${ids}-sort`}
          value={filters.sort}
          onValueChange={(value) => onChange({ sort: value as ProductSort })}
          className="flex flex-col gap-0.5"
        >
          {SORT_OPTIONS.map((option) => (
            <RadioRow key={option.value} value={option.value}>
              {t(option.label)}
            </RadioRow>
          ))}
        </RadioGroup>
      </section>

      {categories ? (
        <section>
          <label htmlFor={`${ids}-category`} className={`${sectionTitle} block`}>
            {t('catalog.category')}
          </label>
          <select
            id={`${ids}-category`}
            value={filters.categoryId ?? ''}
            onChange={(event) => onChange({ categoryId: event.target.value || undefined })}
            className="h-11 w-full rounded-xl border border-input bg-card px-3 text-sm"
          >
            <option value="">{t('catalog.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {shownCategory(category)}
              </option>
            ))}
          </select>
        </section>
      ) : null}

      <PriceRange value={filters.priceRange} onCommit={(priceRange) => onChange({ priceRange })} />

      <section aria-labelledby={`${ids}-rating`}>
        <h3 id={`${ids}-rating`} className={sectionTitle}>
          {t('catalog.minimumRating')}
        </h3>
        <RadioGroup
          aria-labelledby={`${ids}-rating`}
          value={String(filters.minRating)}
          onValueChange={(value) => onChange({ minRating: Number(value) })}
          className="flex flex-wrap gap-2"
        >
          {RATING_FILTER_OPTIONS.map((rating) =>
            rating === 0 ? (
              <RadioChip key={rating} value="0">
                {t('catalog.all')}
              </RadioChip>
            ) : (
              <RadioChip
                key={rating}
                value={String(rating)}
                aria-label={t('catalog.starsAndAbove', { rating })}
              >
                {rating}
                <StarIcon aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />+
              </RadioChip>
            ),
          )}
        </RadioGroup>
      </section>

      <section className="flex items-center justify-between gap-4 rounded-xl bg-muted/60 px-4 py-3">
        <label htmlFor={`${ids}-stock`} className="text-sm font-semibold">
          {t('catalog.inStockOnly')}
        </label>
        <Switch
          id={`${ids}-stock`}
          checked={filters.inStockOnly}
          onCheckedChange={(inStockOnly) => onChange({ inStockOnly })}
        />
      </section>
    </div>
  )
}

/** The slider moves freely; the filter (and the URL) change once the thumb is let go. */
function PriceRange({
  value,
  onCommit,
}: {
  value: [number, number]
  onCommit: (value: [number, number]) => void
}) {
  const [draft, setDraft] = useState(value)
  // Follow outside changes (Clear All, back button) without remounting, so keyboard focus stays.
  const [shown, setShown] = useState(value)
  if (shown[0] !== value[0] || shown[1] !== value[1]) {
    setShown(value)
    setDraft(value)
  }
  const t = useT(messages)
  const atTop = draft[1] >= PRICE_FILTER.max
  return (
    <section>
      <div className="mb-3 flex items-baseline justify-between">
        <h3 className={sectionTitle}>{t('catalog.priceRange')}</h3>
        <p className="text-sm font-semibold" aria-live="polite">
          {formatMoney(draft[0] * 100)} – {formatMoney(draft[1] * 100)}
          {atTop ? '+' : ''}
        </p>
      </div>
      <Slider
        min={PRICE_FILTER.min}
        max={PRICE_FILTER.max}
        step={PRICE_FILTER.step}
        minStepsBetweenThumbs={1}
        value={draft}
        thumbLabels={[t('catalog.minimumPrice'), t('catalog.maximumPrice')]}
        onValueChange={(next) => setDraft([next[0] ?? PRICE_FILTER.min, next[1] ?? PRICE_FILTER.max])}
        onValueCommit={(next) => onCommit([next[0] ?? PRICE_FILTER.min, next[1] ?? PRICE_FILTER.max])}
      />
      <div className="mt-1.5 flex justify-between text-xs text-muted-foreground">
        <span>{formatMoney(PRICE_FILTER.min * 100)}</span>
        <span>{formatMoney(PRICE_FILTER.max * 100)}+</span>
      </div>
    </section>
  )
}
