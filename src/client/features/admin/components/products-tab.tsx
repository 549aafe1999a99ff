import { PackageIcon, PlusIcon, SearchXIcon, UploadIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ConfirmDialog, Dialog } from '#client/components/ui/lazy-dialog.tsx'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import { useMediaQuery, WIDE_SCREEN } from '#client/lib/use-media-query.ts'
import messages from '#shared/i18n/en/admin.json'
import type { AdminProduct, AdminProductSort } from '#shared/schemas/admin.ts'
import { useDeleteProduct } from '../api/delete-product.ts'
import { useAdminProducts } from '../api/get-admin-products.ts'
import { useListSort } from '../hooks/use-list-sort.ts'
import { usePagedSearch } from '../hooks/use-paged-search.ts'
import { AdminProductCard } from './admin-product-card.tsx'
import { AdminProductTable } from './admin-product-table.tsx'
import { ListSkeleton, LoadError } from './list-states.tsx'
import { Pager } from './pager.tsx'
import { SearchField } from './search-field.tsx'
import { TabHeader } from './tab-header.tsx'

// The bulk upload (CSV reader, its texts) loads with its dialog's first opening (issue 13 item 6).
const BulkUploadDialogContent = lazy(() =>
  import('./bulk-upload-dialog.tsx').then((m) => ({ default: m.BulkUploadDialogContent })),
)

type ProductsTabProps = {
  onAddProduct: () => void
  onEditProduct: (product: AdminProduct) => void
}

/**
 * 'Product Management': name search, cards on phones and tablets or a dense sortable table on
 * wide screens, edit, delete and bulk upload.
 */
export function ProductsTab({ onAddProduct, onEditProduct }: ProductsTabProps) {
  const t = useT(messages)
  const paging = usePagedSearch()
  const wide = useMediaQuery(WIDE_SCREEN)
  const list = useListSort<AdminProductSort>('created', () => paging.setPage(1))
  const products = useAdminProducts({
    page: paging.page,
    search: paging.search,
    // Cards keep the natural order (newest first): only the table shows the sort.
    ...(wide ? { sort: list.sort, dir: list.dir } : {}),
  })
  const remove = useDeleteProduct()
  const [deleting, setDeleting] = useState<AdminProduct | null>(null)
  const [bulkOpen, setBulkOpen] = useState(false)
  const total = products.data?.total

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(t('admin.productDeleted')),
      onError: () => notify.error(t('admin.productDeleteFailed')),
    })
    setDeleting(null)
  }

  return (
    <section aria-labelledby="products-heading">
      <TabHeader
        id="products-heading"
        title={t('admin.productManagement')}
        count={total === undefined ? ' ' : t('admin.productCount', { count: total })}
        actions={
          <>
            <Button variant="outline" onClick={() => setBulkOpen(true)}>
              <UploadIcon aria-hidden="true" className="size-4" />
              {t('admin.bulkUpload')}
            </Button>
            <Button onClick={onAddProduct}>
              <PlusIcon aria-hidden="true" className="size-4" />
              {t('admin.addProduct')}
            </Button>
          </>
        }
      />
      <SearchField
        className="mb-4"
        label={t('admin.searchProducts')}
        placeholder={t('admin.searchProductsPlaceholder')}
        value={paging.text}
        onChange={paging.setText}
      />
      {products.isPending ? (
        <ListSkeleton
          count={wide ? 10 : 6}
          className={wide ? 'gap-1 [&>div]:h-14' : 'sm:grid-cols-2 [&>div]:h-80'}
        />
      ) : products.isError ? (
        <LoadError message={t('admin.productsLoadFailed')} onRetry={() => void products.refetch()} />
      ) : products.data.items.length === 0 ? (
        paging.search ? (
          <EmptyState icon={SearchXIcon} title={t('admin.noProductsFound')} />
        ) : (
          <EmptyState
            icon={PackageIcon}
            title={t('admin.noProducts')}
            action={
              <Button onClick={onAddProduct}>
                <PlusIcon aria-hidden="true" className="size-4" />
                {t('admin.addProduct')}
              </Button>
            }
          />
        )
      ) : (
        <>
          {wide ? (
            <AdminProductTable
              products={products.data.items}
              list={list}
              onEdit={onEditProduct}
              onDelete={setDeleting}
            />
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {products.data.items.map((product) => (
                <AdminProductCard
                  key={product.id}
                  product={product}
                  onEdit={onEditProduct}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
          )}
          <Pager
            label={t('admin.productPages')}
            page={products.data.page}
            pageCount={products.data.pageCount}
            onPageChange={paging.setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('admin.deleteProductTitle')}
        description={deleting ? t('admin.deleteProductText', { name: deleting.name }) : undefined}
        confirmLabel={t('admin.delete')}
        cancelLabel={t('admin.cancel')}
        onConfirm={confirmDelete}
      />
      <Dialog open={bulkOpen} onOpenChange={setBulkOpen}>
        <Suspense fallback={null}>
          <BulkUploadDialogContent />
        </Suspense>
      </Dialog>
    </section>
  )
}
