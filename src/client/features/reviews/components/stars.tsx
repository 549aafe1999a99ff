import { StarIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import { countOf } from '#shared/plural.ts'

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
          aria-label={countOf(n, 'star')}
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
