// Home block 1: the festival offers (spec section 2), scrolling; screen readers get one copy.
const OFFERS = [
  '🪔 Diwali offers: up to 40% off',
  '🛒 Buy 2 get 1 free on groceries',
  '🎁 Festive hampers for family and friends',
]

export function FestivalBanner() {
  const line = OFFERS.join('   •   ')
  return (
    <aside
      aria-label="Festival offers"
      className="overflow-hidden bg-gradient-to-r from-amber-500 via-orange-500 to-rose-500 text-white"
    >
      <p className="sr-only">{OFFERS.join('. ')}</p>
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
