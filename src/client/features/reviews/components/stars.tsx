import { StarIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'

/** Five stars, the first `rating` filled. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  )
}

/** The rating picker of the review form: five radio buttons drawn as stars. */
export function StarInput({
  value,
  onChange,
  invalid,
}: {
  value: number
  onChange: (rating: number) => void
  invalid?: boolean
}) {
  return (
    <div role="radiogroup" aria-label="Rating" aria-invalid={invalid || undefined} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
          onClick={() => onChange(n)}
          className="rounded-md p-0.5 transition hover:scale-110"
        >
          <StarIcon
            aria-hidden="true"
            className={cn(
              'size-8',
              n <= value ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50',
            )}
          />
        </button>
      ))}
    </div>
  )
}
