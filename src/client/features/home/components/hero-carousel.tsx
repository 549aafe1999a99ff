import { BadgePercentIcon, TruckIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { CAROUSEL_INTERVAL_MS } from '#shared/constants.ts'
import messages from '#shared/i18n/en/home.json'

const SLIDES = [
  {
    title: 'home.slideGstTitle',
    text: 'home.slideGstText',
    cta: 'home.slideGstCta',
    icon: BadgePercentIcon,
    tone: 'from-green-600 via-emerald-600 to-teal-600',
  },
  {
    title: 'home.slideDeliveryTitle',
    text: 'home.slideDeliveryText',
    cta: 'home.slideDeliveryCta',
    icon: TruckIcon,
    tone: 'from-sky-600 via-blue-600 to-indigo-600',
  },
] as const

/**
 * Home block 3: two slides, advancing every 4 seconds and wrapping, with dot buttons. The delivery
 * slide says the header's promise (`promise`, ADR 020), never a time of its own.
 */
export function HeroCarousel({ promise }: { promise: string | null }) {
  const t = useT(messages)
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarting on every slide change gives a dot click its full 4 seconds
  useEffect(() => {
    if (paused) return
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % SLIDES.length), CAROUSEL_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [index, paused])

  return (
    <section
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.offers')}
      // Keyboard users reading a slide should not have it move away (WCAG 2.2.2).
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="overflow-hidden rounded-3xl">
        <div
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
                  className="absolute -top-16 -right-10 size-64 rounded-full bg-white/10"
                />
                <div
                  aria-hidden="true"
                  className="absolute -bottom-24 right-24 size-56 rounded-full bg-white/5"
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
                  <p className="mt-1.5 text-sm text-white/90 sm:mt-2 sm:text-base">
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
      <div className="mt-2.5 flex justify-center gap-1.5">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            aria-label={t('home.goToSlide', { number: i + 1 })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            className={cn(
              'h-2 rounded-full transition-all',
              i === index ? 'w-6 bg-primary' : 'w-2 bg-input hover:bg-muted-foreground',
            )}
          />
        ))}
      </div>
    </section>
  )
}
