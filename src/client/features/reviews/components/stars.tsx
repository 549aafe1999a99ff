import { StarIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/reviews.json'

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
  const t = useT(messages)
  return (
    <div
      role="radiogroup"
      aria-label={t('reviews.rating')}
      aria-invalid={invalid || undefined}
      className="flex gap-1"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t('reviews.stars', { count: n })}
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
