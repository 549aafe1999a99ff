import { PauseIcon, PlayIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { useStoppedMotion } from '#client/lib/stopped-motion.ts'
import messages from '#shared/i18n/en/common.json'

// Home block 1: the festival offers (spec section 2), scrolling; screen readers get one copy.
const OFFERS = ['common.festivalOffer1', 'common.festivalOffer2', 'common.festivalOffer3'] as const

/**
 * The offers scroll for as long as the page is open, so they stop under a mouse pointer (not
 * after a touch: Tailwind's hover is for devices that hover), and the button at the end stops
 * them until started again (WCAG 2.2.2; kept on the device). Under `prefers-reduced-motion` they never move and the button is not shown. White
 * text on the -700 shades: at least 5:1 on every part of the gradient (WCAG 1.4.3).
 */
export function FestivalBanner() {
  const t = useT(messages)
  const [stopped, setStopped] = useStoppedMotion('festival-offers')
  const inView = useInView()
  const offers = OFFERS.map((id) => t(id))
  const line = offers.join('   •   ')
  return (
    <aside
      ref={inView.ref}
      aria-label={t('common.festivalOffers')}
      className="group relative overflow-hidden bg-gradient-to-r from-amber-700 via-orange-700 to-rose-700 text-white"
    >
      <p className="sr-only">{offers.join('. ')}</p>
      <div
        aria-hidden="true"
        data-stopped={stopped}
        className={cn(
          'flex w-max animate-marquee motion-reduce:animate-none py-1.5 text-xs font-semibold sm:text-sm',
          // Not under the keyboard's focus: the only thing to focus is the button, and Play must play.
          'group-hover:[animation-play-state:paused]',
          (stopped || !inView.visible) && '[animation-play-state:paused]',
        )}
      >
        {[0, 1].map((copy) => (
          <span key={copy} className="flex shrink-0 gap-12 pr-12 whitespace-pre">
            <span>{line}</span>
            <span>{line}</span>
          </span>
        ))}
      </div>
      <button
        type="button"
        aria-label={stopped ? t('common.playOffers') : t('common.pauseOffers')}
        onClick={() => setStopped(!stopped)}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center bg-rose-700 outline-white hover:bg-rose-800 focus-visible:outline-2 focus-visible:-outline-offset-4 motion-reduce:hidden"
      >
        {stopped ? (
          <PlayIcon aria-hidden="true" className="size-3.5 fill-current" />
        ) : (
          <PauseIcon aria-hidden="true" className="size-3.5 fill-current" />
        )}
      </button>
    </aside>
  )
}

/**
 * Whether the banner is on screen. Scrolled away it stands still: a moving strip nobody sees
 * still had Chromium drawing frames (headless, software compositing: 51 ms of CPU a second
 * against 1 ms paused, and 325 ms in view), and on a phone it keeps the GPU from resting.
 */
function useInView() {
  const ref = useRef<HTMLElement>(null)
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, visible }
}
