import { BadgePercentIcon, PauseIcon, PlayIcon, TruckIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { useStoppedMotion } from '#client/lib/stopped-motion.ts'
import { CAROUSEL_INTERVAL_MS } from '#shared/constants.ts'
import messages from '#shared/i18n/en/home.json'

const SLIDES = [
  {
    title: 'home.slideGstTitle',
    text: 'home.slideGstText',
    cta: 'home.slideGstCta',
    icon: BadgePercentIcon,
    tone: 'from-green-700 via-emerald-700 to-teal-700',
  },
  {
    title: 'home.slideDeliveryTitle',
    text: 'home.slideDeliveryText',
    cta: 'home.slideDeliveryCta',
    icon: TruckIcon,
    tone: 'from-sky-700 via-blue-700 to-indigo-700',
  },
] as const

/**
 * Home block 3: two slides, advancing every 4 seconds and wrapping, with dot buttons. The delivery
 * slide says the header's promise (`promise`, ADR 020), never a time of its own. WCAG 2.2.2: the
 * slides stand still while the pointer is on them or the keyboard's focus is in the carousel, and
 * the button before the dots stops them until started again (kept on the device). White text on
 * the -700 shades, the circles at most 5% white: at least 4.5:1 everywhere (WCAG 1.4.3).
 */
export function HeroCarousel({ promise }: { promise: string | null }) {
  const t = useT(messages)
  const [index, setIndex] = useState(0)
  const [stopped, setStopped] = useStoppedMotion('home-carousel')
  const [focused, setFocused] = useState(false)
  const [pointed, setPointed] = useState(false)
  const moving = !stopped && !focused && !pointed

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarting on every slide change gives a dot click its full 4 seconds
  useEffect(() => {
    if (!moving) return
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % SLIDES.length), CAROUSEL_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [index, moving])

  return (
    <section
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.offers')}
      // Keyboard users reading a slide should not have it move away (WCAG 2.2.2).
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div
        className="overflow-hidden rounded-3xl"
        onPointerEnter={(event) => event.pointerType === 'mouse' && setPointed(true)}
        onPointerLeave={() => setPointed(false)}
      >
        <div
          // A stopped carousel announces the slide a dot brings; a moving one does not interrupt.
          aria-live={moving ? 'off' : 'polite'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {SLIDES.map((slide, i) => {
            const Icon = slide.icon
            const current = i === index
            return (
              <div
                key={slide.title}
                role="group"
                aria-roledescription={t('home.slide')}
                aria-label={t('home.slideOf', { number: i + 1, total: SLIDES.length })}
                aria-hidden={!current}
                inert={!current}
                className={cn(
                  'relative flex h-44 w-full shrink-0 items-center overflow-hidden bg-gradient-to-br px-5 text-white sm:h-52 sm:px-10 lg:h-60',
                  slide.tone,
                )}
              >
                <div
                  aria-hidden="true"
                  className="absolute -top-16 -right-10 size-64 rounded-full bg-white/5"
                />
                <div
                  aria-hidden="true"
                  className="absolute -bottom-24 right-24 size-56 rounded-full bg-white/[0.03]"
                />
                <Icon
                  aria-hidden="true"
                  className="absolute right-5 bottom-5 size-20 text-white/25 sm:right-12 sm:size-32 lg:size-40"
                  strokeWidth={1.25}
                />
                <div className="relative max-w-[75%] sm:max-w-md">
                  <h2 className="text-xl leading-tight font-extrabold sm:text-3xl lg:text-4xl">
                    {t(slide.title)}
                  </h2>
                  <p className="mt-1.5 text-sm sm:mt-2 sm:text-base">
                    {slide.text === 'home.slideDeliveryText' && promise ? promise : t(slide.text)}
                  </p>
                  <Link
                    to="/categories"
                    className="mt-3 inline-flex h-9 items-center rounded-full bg-white px-4 text-sm font-bold text-slate-900 shadow-sm transition hover:bg-white/90 sm:mt-4"
                  >
                    {t(slide.cta)}
                  </Link>
                </div>
              </div>
            )
          })}
        </div>
      </div>
      {/* Each dot is a 24 px target (WCAG 2.5.8) around the small mark it shows. */}
      <div className="mt-1 flex items-center justify-center">
        <button
          type="button"
          aria-label={stopped ? t('home.playSlides') : t('home.pauseSlides')}
          onClick={() => {
            setStopped(!stopped)
            // Started with the keyboard's focus still on this button: moving now, not on leaving it.
            setFocused(false)
          }}
          className="mr-1 flex size-6 items-center justify-center rounded-full text-muted-foreground hover:text-foreground"
        >
          {stopped ? (
            <PlayIcon aria-hidden="true" className="size-3 fill-current" />
          ) : (
            <PauseIcon aria-hidden="true" className="size-3 fill-current" />
          )}
        </button>
        {SLIDES.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            aria-label={t('home.goToSlide', { number: i + 1 })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            className="group flex h-6 min-w-6 items-center justify-center px-0.5"
          >
            <span
              aria-hidden="true"
              className={cn(
                'h-2 rounded-full transition-all',
                i === index ? 'w-6 bg-primary' : 'w-2 bg-input group-hover:bg-muted-foreground',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  )
}
