import { useEffect, useRef, useState } from 'react'
import { formatDay } from '#client/lib/format-date.ts'
import { intlLocale, useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import messages from '#shared/i18n/en/admin.json'
import type { Analytics } from '#shared/schemas/admin.ts'
import { labelIndexes, niceAxis } from '../lib/chart-scale.ts'

type Day = Analytics['daily'][number]

const HEIGHT = 260
const MARGIN = { top: 16, right: 60, bottom: 30, left: 36 }
/** '₹1.2K' in English, '₹1.2 हज़ार' in Hindi: the axis in the shown language's India format. */
function compactRupees(rupees: number): string {
  return new Intl.NumberFormat(intlLocale(), {
    style: 'currency',
    currency: 'INR',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(rupees)
}

/** 'YYYY-MM-DD' (a store calendar day) → '5 Nov'. */
function dayLabel(date: string): string {
  return formatDay(date, 'dayMonth') || date
}

/**
 * Daily orders (bars, left axis) and revenue (line, right axis) over the last 30 days, drawn as
 * plain SVG: no chart library in the admin chunk. It is as wide as its box; hovering or tapping
 * a day shows its figures, and a hidden table gives screen readers the same numbers.
 */
export function DailyChart({ days }: { days: Day[] }) {
  const t = useT(messages)
  const boxRef = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(640)
  const [active, setActive] = useState<number | null>(null)

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.floor(entry.contentRect.width)))
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [])

  const plotWidth = width - MARGIN.left - MARGIN.right
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const ordersAxis = niceAxis(Math.max(0, ...days.map((d) => d.orders)))
  const revenueAxis = niceAxis(Math.max(0, ...days.map((d) => d.revenue)) / 100)
  const slot = plotWidth / Math.max(1, days.length)
  const barWidth = Math.max(2, Math.min(18, slot * 0.6))
  const x = (i: number) => MARGIN.left + slot * i + slot / 2
  const yOrders = (v: number) => MARGIN.top + plotHeight - (v / ordersAxis.max) * plotHeight
  const yRevenue = (paise: number) => MARGIN.top + plotHeight - (paise / 100 / revenueAxis.max) * plotHeight
  const ticks = Array.from({ length: ordersAxis.max / ordersAxis.step + 1 }, (_, i) => i)
  const linePath = days
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yRevenue(d.revenue).toFixed(1)}`)
    .join(' ')
  const labels = labelIndexes(days.length, width < 520 ? 4 : 7)
  const shown = active === null ? null : days[active]
  const totalOrders = days.reduce((sum, d) => sum + d.orders, 0)
  const totalRevenue = days.reduce((sum, d) => sum + d.revenue, 0)

  return (
    <figure className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-4 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-primary/80" />
          {t('admin.tabOrders')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-4 rounded bg-amber-500" />
          {t('admin.revenue')}
        </span>
      </div>
      <div ref={boxRef} className="relative w-full overflow-hidden" onPointerLeave={() => setActive(null)}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={t('admin.chartLabel', {
            days: days.length,
            count: totalOrders,
            revenue: formatMoney(totalRevenue),
          })}
          className="block touch-pan-y select-none"
        >
          {ticks.map((i) => {
            const y = MARGIN.top + plotHeight - (i / (ticks.length - 1)) * plotHeight
            return (
              <g key={i}>
                <line
                  x1={MARGIN.left}
                  x2={width - MARGIN.right}
                  y1={y}
                  y2={y}
                  className="stroke-border"
                  strokeDasharray={i === 0 ? undefined : '3 4'}
                />
                <text
                  x={MARGIN.left - 8}
                  y={y}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-muted-foreground text-[10px] tabular-nums"
                >
                  {i * ordersAxis.step}
                </text>
                <text
                  x={width - MARGIN.right + 8}
                  y={y}
                  dy="0.32em"
                  className="fill-muted-foreground text-[10px] tabular-nums"
                >
                  {compactRupees(i * revenueAxis.step)}
                </text>
              </g>
            )
          })}
          {days.map((d, i) => (
            <rect
              key={d.date}
              x={x(i) - barWidth / 2}
              y={yOrders(d.orders)}
              width={barWidth}
              height={Math.max(0, MARGIN.top + plotHeight - yOrders(d.orders))}
              rx={Math.min(3, barWidth / 3)}
              className={active === i ? 'fill-primary' : 'fill-primary/70'}
            />
          ))}
          <path
            d={linePath}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-amber-500"
          />
          {days.map((d, i) =>
            d.revenue > 0 || active === i ? (
              <circle
                key={d.date}
                cx={x(i)}
                cy={yRevenue(d.revenue)}
                r={active === i ? 4.5 : 2.5}
                className="fill-amber-500 stroke-card"
                strokeWidth={1.5}
              />
            ) : null,
          )}
          {labels.map((i) => (
            <text
              key={i}
              x={x(i)}
              y={HEIGHT - 10}
              textAnchor="middle"
              className="fill-muted-foreground text-[10px]"
            >
              {dayLabel(days[i]?.date ?? '')}
            </text>
          ))}
          {days.map((d, i) => (
            <rect
              key={d.date}
              x={MARGIN.left + slot * i}
              y={MARGIN.top}
              width={slot}
              height={plotHeight}
              fill="transparent"
              onPointerEnter={() => setActive(i)}
              onPointerDown={() => setActive(i)}
            />
          ))}
        </svg>
        {shown && active !== null ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-1 z-10 w-36 rounded-xl border bg-card px-3 py-2 text-xs shadow-lg"
            style={{ left: Math.min(Math.max(0, x(active) - 72), width - 144) }}
          >
            <p className="font-semibold">{dayLabel(shown.date)}</p>
            <p className="text-muted-foreground">
              {t('admin.ordersColon')}{' '}
              <span className="font-semibold text-foreground tabular-nums">{shown.orders}</span>
            </p>
            <p className="text-muted-foreground">
              {t('admin.revenueColon')}{' '}
              <span className="font-semibold text-foreground tabular-nums">{formatMoney(shown.revenue)}</span>
            </p>
          </div>
        ) : null}
      </div>
      <table className="sr-only">
        <caption>{t('admin.dailyTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.day')}</th>
            <th scope="col">{t('admin.tabOrders')}</th>
            <th scope="col">{t('admin.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{dayLabel(d.date)}</th>
              <td>{d.orders}</td>
              <td>{formatMoney(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
