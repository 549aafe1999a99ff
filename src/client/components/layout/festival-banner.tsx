import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'

// Home block 1: the festival offers (spec section 2), scrolling; screen readers get one copy.
const OFFERS = ['common.festivalOffer1', 'common.festivalOffer2', 'common.festivalOffer3'] as const

export function FestivalBanner() {
  const t = useT(messages)
  const offers = OFFERS.map((id) => t(id))
  const line = offers.join('   •   ')
  return (
    <aside
      aria-label={t('common.festivalOffers')}
      className="overflow-hidden bg-gradient-to-r from-amber-500 via-orange-500 to-rose-500 text-white"
    >
      <p className="sr-only">{offers.join('. ')}</p>
      <div
        aria-hidden="true"
        className="flex w-max animate-marquee motion-reduce:animate-none py-1.5 text-xs font-semibold sm:text-sm"
      >
        {[0, 1].map((copy) => (
          <span key={copy} className="flex shrink-0 gap-12 pr-12 whitespace-pre">
            <span>{line}</span>
            <span>{line}</span>
          </span>
        ))}
      </div>
    </aside>
  )
}
