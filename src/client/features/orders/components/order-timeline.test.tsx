// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatDate } from '#client/lib/format-date.ts'
import { translator } from '#client/lib/i18n.ts'
import { orderStatusText } from '#client/lib/status-texts.ts'
import '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/orders.json'
import type { OrderHistoryEntry } from '#shared/schemas/orders.ts'
import { OrderTimeline } from './order-timeline.tsx'
import { StatusHistory } from './status-history.tsx'

// The tracking page's timeline and Status History (issue 16 item 6).

const t = translator(messages)
const history: OrderHistoryEntry[] = [
  { id: 'h3', status: 'preparing', notes: 'Packed by Ravi', createdAt: '2026-11-24T05:10:00.000Z' },
  { id: 'h2', status: 'confirmed', notes: null, createdAt: '2026-11-24T04:40:00.000Z' },
  { id: 'h1', status: 'pending', notes: null, createdAt: '2026-11-24T04:30:00.000Z' },
]

describe('OrderTimeline', () => {
  it('marks the steps reached as done with their times, and the current one as Current Status', () => {
    render(<OrderTimeline status="preparing" history={history} />)
    const steps = screen.getAllByRole('listitem')
    expect(steps).toHaveLength(5)
    expect(steps[0]).toHaveTextContent(`${orderStatusText('pending')} ${t('orders.done')}`)
    expect(steps[0]).toHaveTextContent(formatDate(history[2]!.createdAt, 'dateTime'))
    expect(steps[2]).toHaveAttribute('aria-current', 'step')
    expect(within(steps[2]!).getByText(t('orders.currentStatus'))).toBeVisible()
    expect(steps[2]).toHaveTextContent(formatDate(history[0]!.createdAt, 'dateTime'))
    // Steps ahead are neither done nor timed.
    expect(steps[3]).not.toHaveTextContent(t('orders.done'))
    expect(steps[3]).not.toHaveAttribute('aria-current')
    expect(screen.getAllByText(t('orders.currentStatus'))).toHaveLength(1)
  })
})

describe('StatusHistory', () => {
  it('lists every change newest first, with its note and time', () => {
    render(<StatusHistory history={history} />)
    const entries = screen.getAllByRole('listitem')
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringContaining(orderStatusText('preparing')),
      expect.stringContaining(orderStatusText('confirmed')),
      expect.stringContaining(orderStatusText('pending')),
    ])
    expect(entries[0]).toHaveTextContent('Packed by Ravi')
    expect(within(entries[0]!).getByText(formatDate(history[0]!.createdAt, 'dateTime'))).toBeVisible()
  })
})
