import { LayoutGridIcon } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useCategories } from '#client/features/catalog/api/get-categories.ts'
import { CategoryPicture } from '#client/features/catalog/components/category-picture.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import { useCategoryName } from '#client/lib/product-name.ts'
import messages from '#shared/i18n/en/catalog.json'

/** All Categories (spec section 2): a grid of active categories. */
export function CategoriesRoute() {
  const t = useT(messages)
  const shownCategory = useCategoryName()
  const { data, isPending, isError, error } = useCategories()

  useEffect(() => {
    // Spec section 8: a category fetch error is only logged; the grid shows empty.
    if (isError) console.error('Failed to fetch categories', error)
  }, [isError, error])

  const categories = data ?? []
  return (
    <>
      <PageTitle title={t('catalog.allCategoriesTitle')} />
      <h1 className="text-2xl font-extrabold tracking-tight">{t('catalog.allCategoriesTitle')}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t('catalog.everythingFast')}</p>
      {!isPending && categories.length === 0 ? (
        <EmptyState
          icon={LayoutGridIcon}
          title={t('catalog.noCategories')}
          description={t('catalog.checkBackSoon')}
        />
      ) : (
        <ul className="mt-5 grid grid-cols-3 gap-x-3 gap-y-5 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6">
          {isPending
            ? Array.from({ length: 8 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={i} aria-hidden="true">
                  <Skeleton className="aspect-square w-full rounded-2xl" />
                  <Skeleton className="mx-auto mt-2 h-3.5 w-3/4" />
                </li>
              ))
            : categories.map((category) => (
                <li key={category.id}>
                  <Link to={`/category/${category.id}`} className="group block rounded-2xl">
                    <CategoryPicture
                      category={category}
                      className="transition group-hover:-translate-y-0.5 group-hover:shadow-md"
                    />
                    {/* The name alone, centred under the picture (which shows the icon when there is
                        no image): an emoji beside a centred name looked misaligned (issue 12 item 9). */}
                    <span className="mt-2 line-clamp-2 block text-center text-[13px] leading-tight font-semibold">
                      {shownCategory(category)}
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
      )}
    </>
  )
}
