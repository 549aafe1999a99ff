// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/admin.json'
import type { Analytics } from '#shared/schemas/admin.ts'
import { AnalyticsTab } from './analytics-tab.tsx'

// Analytics (issue 16 item 6): today's figures, the week and month panels, the daily chart with
// its hidden table and tap-to-read day, top products and the inventory alert.

const t = translator(messages)
const daily = [
  { date: '2026-11-22', orders: 2, revenue: 50_000 },
  { date: '2026-11-23', orders: 8, revenue: 240_000 },
  { date: '2026-11-24', orders: 0, revenue: 0 },
]
const analytics: Analytics = {
  today: { orders: 3, weekOrders: 12, revenue: 90_000, weekRevenue: 400_000, customers: 2, pendingOrders: 1 },
  week: { orders: 12, revenue: 400_000, averageOrderValue: 33_333 },
  month: { orders: 40, revenue: 1_500_000, averageOrderValue: 37_500 },
  topProducts: [
    {
      productId: '00000000-0000-4000-8000-000000000001',
      productName: 'Alphonso Mango',
      quantity: 14,
      revenue: 168_000,
    },
    { productId: null, productName: 'Old Biscuit', quantity: 1, revenue: 2_000 },
  ],
  lowStock: {
    count: 3,
    items: [
      { id: '00000000-0000-4000-8000-000000000002', name: 'Ghee', unit: '500 ml', stockQuantity: 0 },
      { id: '00000000-0000-4000-8000-000000000003', name: 'Paneer', unit: '200 g', stockQuantity: 4 },
    ],
  },
  daily,
}

function setup(answer: unknown = { body: analytics }) {
  const server = new FakeServer().on('GET', '/api/admin/analytics', answer as never)
  const view = renderApp(<AnalyticsTab />, { server })
  return { ...view, server, user: userEvent.setup() }
}

describe('AnalyticsTab', () => {
  it("shows today's figures with the week's beside them, and the week and month panels", async () => {
    setup()
    const today = await screen.findByRole('region', { name: /Today/ })
    expect(within(today).getByText(t('admin.ordersToday')).closest('li')).toHaveTextContent('3')
    expect(within(today).getByText(t('admin.thisWeekValue', { value: '₹4,000' }))).toBeVisible()
    const week = screen.getByRole('heading', { name: t('admin.thisWeek') }).closest('section')!
    expect(week).toHaveTextContent('₹333.33') // the average order value in rupees and paise
    const month = screen.getByRole('heading', { name: t('admin.thisMonth') }).closest('section')!
    expect(month).toHaveTextContent('₹15,000')
  })

  it('draws the daily chart with its totals, a bar per day in scale, and a table for screen readers', async () => {
    const { container } = setup()
    const chart = await screen.findByRole('img', {
      name: t('admin.chartLabel', { days: 3, count: 10, revenue: '₹2,900' }),
    })
    const bars = [...chart.querySelectorAll('rect:not([fill="transparent"])')]
    const heights = bars.map((bar) => Number(bar.getAttribute('height')))
    expect(heights[1]).toBeGreaterThan(heights[0]!)
    expect(heights[0]).toBeCloseTo(heights[1]! / 4, 0)
    expect(heights[2]).toBe(0)
    const table = container.querySelector('table')!
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('8₹2,400')

    // Tapping a day shows its figures.
    const days = chart.querySelectorAll('rect[fill="transparent"]')
    fireEvent.pointerDown(days[1]!)
    expect(screen.getByText(t('admin.ordersColon')).closest('div')).toHaveTextContent('8')
    expect(screen.getByText(t('admin.revenueColon')).closest('div')).toHaveTextContent('₹2,400')
    fireEvent.pointerLeave(chart.parentElement!)
    expect(screen.queryByText(t('admin.ordersColon'))).toBeNull()
  })

  it('ranks top products and lists low stock with "Out of stock" and how many more there are', async () => {
    setup()
    const top = (await screen.findByRole('heading', { name: t('admin.topProducts') })).closest('section')!
    const ranked = within(top).getAllByRole('listitem')
    expect(ranked[0]).toHaveTextContent(`1Alphonso Mango${t('admin.soldCount', { count: 14 })}₹1,680`)
    expect(ranked[1]).toHaveTextContent('Old Biscuit')
    const alert = screen.getByRole('region', { name: t('admin.inventoryAlert') })
    expect(alert).toHaveTextContent(t('admin.inventoryAlertText', { count: 3, units: 10 }))
    const low = within(alert).getByRole('list', { name: t('admin.inventoryAlert') })
    expect(within(low).getAllByRole('listitem')[0]).toHaveTextContent(t('admin.outOfStockShort'))
    expect(within(low).getAllByRole('listitem')[1]).toHaveTextContent(t('admin.leftCount', { count: 4 }))
    expect(alert).toHaveTextContent(t('admin.andMore', { count: 1 }))
  })

  it('a store without sales says so and shows no inventory alert without low stock', async () => {
    setup({ body: { ...analytics, topProducts: [], lowStock: { count: 0, items: [] } } })
    expect(await screen.findByText(t('admin.noSalesData'))).toBeVisible()
    expect(screen.queryByRole('region', { name: t('admin.inventoryAlert') })).toBeNull()
  })

  it('a failed load offers Try again', async () => {
    const { server, user } = setup(apiError(403, 'FORBIDDEN', 'no'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(t('admin.analyticsLoadFailed'))
    server.on('GET', '/api/admin/analytics', { body: analytics })
    await user.click(within(alert).getByRole('button', { name: t('admin.tryAgain') }))
    expect(await screen.findByText(t('admin.ordersToday'))).toBeVisible()
  })
})
