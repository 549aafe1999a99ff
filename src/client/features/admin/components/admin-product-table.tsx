import { ImageIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { formatDate } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { useCategoryName } from '#client/lib/product-name.ts'
import { LOW_STOCK_THRESHOLD } from '#shared/constants.ts'
import messages from '#shared/i18n/en/admin.json'
import type { AdminProduct, AdminProductSort } from '#shared/schemas/admin.ts'
import type { ListSort } from '../hooks/use-list-sort.ts'
import { AdminTable, ColumnHeader } from './admin-table.tsx'
import { SortHeader } from './sort-header.tsx'

type AdminProductTableProps = {
  products: AdminProduct[]
  list: ListSort<AdminProductSort>
  onEdit: (product: AdminProduct) => void
  onDelete: (product: AdminProduct) => void
}

/**
 * 'Product Management' on a wide screen (≥ 1024 px, issue 12 item 8): one dense row per product
 * with a small picture, sortable by name, price, stock and date added, so an admin sees a page
 * of products at once. Phones keep the cards.
 */
export function AdminProductTable({ products, list, onEdit, onDelete }: AdminProductTableProps) {
  const t = useT(messages)
  const shownCategory = useCategoryName()
  return (
    <AdminTable
      head={
        <>
          <SortHeader
            label={t('admin.colProduct')}
            sortKey="name"
            list={list}
            firstDir="asc"
            className="w-[42%]"
          />
          <SortHeader label={t('admin.colPrice')} sortKey="price" list={list} firstDir="desc" align="right" />
          <SortHeader label={t('admin.colStock')} sortKey="stock" list={list} firstDir="asc" align="right" />
          <ColumnHeader>{t('admin.colStatus')}</ColumnHeader>
          <SortHeader label={t('admin.colAdded')} sortKey="created" list={list} firstDir="desc" />
          <ColumnHeader align="right">{t('admin.colActions')}</ColumnHeader>
        </>
      }
    >
      {products.map((product) => {
        const available = product.isAvailable && product.stockQuantity > 0
        const image = product.thumbnailUrl ?? product.imageUrl
        return (
          <tr key={product.id} className="hover:bg-muted/30">
            <td className="max-w-0 px-4 py-2">
              <div className="flex items-center gap-3">
                <div className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted">
                  {image ? (
                    <img src={image} alt="" loading="lazy" className="size-full object-contain" />
                  ) : (
                    <ImageIcon aria-hidden="true" className="size-5 text-muted-foreground" />
                  )}
                </div>
                <div className="min-w-0">
                  <p className="truncate font-semibold">{product.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {product.category ? shownCategory(product.category) : t('admin.noCategory')} ·{' '}
                    {product.unit}
                  </p>
                </div>
              </div>
            </td>
            <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
              <span className="font-semibold">{formatMoney(product.price)}</span>
              {product.originalPrice && product.originalPrice > product.price ? (
                <s className="block text-xs text-muted-foreground">{formatMoney(product.originalPrice)}</s>
              ) : null}
            </td>
            <td
              className={cn(
                'px-4 py-2 text-right tabular-nums',
                product.stockQuantity < LOW_STOCK_THRESHOLD && 'font-semibold text-destructive',
              )}
            >
              {product.stockQuantity}
            </td>
            <td className="px-4 py-2">
              <div className="flex flex-wrap gap-1">
                <Badge variant={available ? 'success' : 'danger'}>
                  {available ? t('admin.available') : t('admin.outOfStock')}
                </Badge>
                {product.isFeatured ? <Badge variant="offer">{t('admin.featured')}</Badge> : null}
              </div>
            </td>
            <td className="px-4 py-2 whitespace-nowrap text-muted-foreground">
              {formatDate(product.createdAt)}
            </td>
            <td className="px-4 py-2">
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('admin.editNamed', { name: product.name })}
                  onClick={() => onEdit(product)}
                >
                  <PencilIcon aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:bg-destructive/10"
                  aria-label={t('admin.deleteNamed', { name: product.name })}
                  onClick={() => onDelete(product)}
                >
                  <Trash2Icon aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </td>
          </tr>
        )
      })}
    </AdminTable>
  )
}
