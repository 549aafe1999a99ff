import { ImageIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { DiscountBadge } from '#client/components/discount-badge.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { useCategoryName } from '#client/lib/product-name.ts'
import { LOW_STOCK_THRESHOLD } from '#shared/constants.ts'
import messages from '#shared/i18n/en/admin.json'
import type { AdminProduct } from '#shared/schemas/admin.ts'

type AdminProductCardProps = {
  product: AdminProduct
  onEdit: (product: AdminProduct) => void
  onDelete: (product: AdminProduct) => void
}

/**
 * A product in 'Product Management' (spec section 2): image, name, Available / Out of Stock,
 * price with the original struck through, unit, stock and description. A product nobody can
 * buy — switched off, or at stock 0 (decisions.md 5) — reads Out of Stock.
 */
export function AdminProductCard({ product, onEdit, onDelete }: AdminProductCardProps) {
  const t = useT(messages)
  const shownCategory = useCategoryName()
  const available = product.isAvailable && product.stockQuantity > 0
  const image = product.thumbnailUrl ?? product.imageUrl
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-xs"
      aria-label={product.name}
    >
      <div className="relative aspect-[4/3] bg-muted">
        {image ? (
          <img src={image} alt="" loading="lazy" className="size-full object-contain p-3" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageIcon aria-hidden="true" className="size-10" strokeWidth={1.5} />
          </div>
        )}
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          <Badge variant={available ? 'success' : 'danger'}>
            {available ? t('admin.available') : t('admin.outOfStock')}
          </Badge>
          {product.isFeatured ? <Badge variant="offer">{t('admin.featured')}</Badge> : null}
        </div>
        <DiscountBadge
          price={product.price}
          originalPrice={product.originalPrice}
          className="absolute top-2 right-2"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="line-clamp-2 font-semibold leading-snug">{product.name}</h3>
        <p className="text-xs text-muted-foreground">
          {product.category ? shownCategory(product.category) : t('admin.noCategory')}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-extrabold tabular-nums">{formatMoney(product.price)}</span>
          {product.originalPrice && product.originalPrice > product.price ? (
            <s className="text-sm text-muted-foreground tabular-nums">{formatMoney(product.originalPrice)}</s>
          ) : null}
          <span className="text-sm text-muted-foreground">/ {product.unit}</span>
        </p>
        <p
          className={cn(
            'text-sm',
            product.stockQuantity < LOW_STOCK_THRESHOLD
              ? 'font-semibold text-destructive'
              : 'text-muted-foreground',
          )}
        >
          {t('admin.stockCount', { count: product.stockQuantity })}
        </p>
        {product.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        ) : null}
        <div className="mt-auto flex gap-2 pt-3">
          <Button
            variant="outline"
            size="sm"
            className="flex-1"
            aria-label={t('admin.editNamed', { name: product.name })}
            onClick={() => onEdit(product)}
          >
            <PencilIcon aria-hidden="true" className="size-4" />
            {t('admin.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:bg-destructive/10"
            aria-label={t('admin.deleteNamed', { name: product.name })}
            onClick={() => onDelete(product)}
          >
            <Trash2Icon aria-hidden="true" className="size-4" />
            {t('admin.delete')}
          </Button>
        </div>
      </div>
    </li>
  )
}
