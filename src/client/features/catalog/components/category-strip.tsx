import { Link } from 'react-router'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useT } from '#client/lib/i18n.ts'
import { useCategoryName } from '#client/lib/product-name.ts'
import messages from '#shared/i18n/en/catalog.json'
import type { Category } from '#shared/schemas/catalog.ts'
import { CategoryPicture } from './category-picture.tsx'

/** The home page's horizontal row of categories. */
export function CategoryStrip({ categories, isLoading }: { categories: Category[]; isLoading: boolean }) {
  const t = useT(messages)
  const shownCategory = useCategoryName()
  return (
    <ul
      aria-label={t('catalog.shopByCategory')}
      className="scrollbar-none -mx-4 flex gap-3 overflow-x-auto px-4 pb-1 sm:gap-4 lg:grid lg:grid-cols-8 lg:overflow-visible"
    >
      {isLoading
        ? Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} aria-hidden="true" className="w-[4.75rem] shrink-0 sm:w-24 lg:w-auto">
              <Skeleton className="aspect-square w-full rounded-2xl" />
              <Skeleton className="mx-auto mt-2 h-3 w-4/5" />
            </li>
          ))
        : categories.map((category) => (
            <li key={category.id} className="w-[4.75rem] shrink-0 sm:w-24 lg:w-auto">
              <Link to={`/category/${category.id}`} className="group block rounded-2xl">
                <CategoryPicture
                  category={category}
                  className="transition group-hover:-translate-y-0.5 group-hover:shadow-md"
                />
                <span className="mt-1.5 line-clamp-2 block text-center text-xs leading-4 font-semibold">
                  {shownCategory(category)}
                </span>
              </Link>
            </li>
          ))}
    </ul>
  )
}
