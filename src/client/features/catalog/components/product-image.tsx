import { ShoppingBasketIcon } from 'lucide-react'
import { useState } from 'react'
import { cn } from '#client/lib/cn.ts'
import { usePreloadImage } from '#client/lib/page-head.ts'

type ProductImageProps = {
  src: string | null
  /** '' where the product's name is written next to the picture (product cards). */
  alt: string
  className?: string
  /** Pictures of the first screen load at once, at high priority; the rest as they scroll in. */
  eager?: boolean
}

/** A square product picture that keeps its space while loading and falls back to a placeholder. */
export function ProductImage({ src, alt, className, eager = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showPlaceholder = !src || failedSrc === src
  usePreloadImage(src, eager)
  return (
    <div className={cn('relative aspect-square w-full overflow-hidden bg-muted', className)}>
      {showPlaceholder ? (
        <div
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          className="flex size-full items-center justify-center bg-muted text-muted-foreground/60"
        >
          <ShoppingBasketIcon className="size-1/3" strokeWidth={1.25} />
        </div>
      ) : (
        <img
          src={src}
          alt={alt}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
        />
      )}
    </div>
  )
}
