import { useState } from 'react'
import { cn } from '#client/lib/cn.ts'
import type { Category } from '#shared/schemas/catalog.ts'

/** The category's picture, else its icon, else a box emoji (spec section 2, All Categories). */
export function CategoryPicture({ category, className }: { category: Category; className?: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <div
      className={cn(
        'flex aspect-square w-full items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-b from-brand-soft/70 to-brand-soft',
        className,
      )}
    >
      {category.imageUrl && !failed ? (
        <img
          src={category.imageUrl}
          alt=""
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden="true" className="text-[2.5rem] leading-none">
          {category.icon || '📦'}
        </span>
      )}
    </div>
  )
}
