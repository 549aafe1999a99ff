// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/checkout.json'
import type { DeliverySlot } from '#shared/schemas/orders.ts'
import { earliestOpenSlot, SlotPicker } from './slot-picker.tsx'

// Checkout's slots as day tabs and time chips, the earliest open one chosen (issue 12 item 4).

const t = translator(messages)
const slot = (id: string, date: string, label: string, isFull = false): DeliverySlot => ({
  id: `00000000-0000-4000-8000-0000000000${id}`,
  date,
  startTime: '07:00',
  endTime: '09:00',
  label,
  isFull,
})
const slots = [
  slot('01', '2030-01-01', '07:00 AM - 09:00 AM', true),
  slot('02', '2030-01-01', '09:00 AM - 11:00 AM'),
  slot('03', '2030-01-02', '07:00 AM - 09:00 AM'),
]

function Picker() {
  const [value, setValue] = useState<string | null>(null)
  return <SlotPicker slots={slots} value={value ?? earliestOpenSlot(slots)?.id ?? null} onChange={setValue} />
}

describe('SlotPicker', () => {
  it('starts on the earliest open slot; a full one is shown but cannot be chosen', async () => {
    renderApp(<Picker />)
    const times = await screen.findByRole('radiogroup', { name: t('checkout.deliveryTimeSlot') })
    const radios = screen.getAllByRole('radio')
    expect(radios).toHaveLength(2)
    expect(radios[0]).toBeDisabled()
    expect(radios[1]).toHaveAttribute('aria-checked', 'true')
    expect(times).toBeInTheDocument()
  })

  it('shows another day’s times on its tab and chooses one there', async () => {
    const user = userEvent.setup()
    renderApp(<Picker />)
    const tabs = await screen.findAllByRole('tab')
    expect(tabs).toHaveLength(2)
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await user.click(tabs[1]!)
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    const [next] = screen.getAllByRole('radio')
    await user.click(next!)
    expect(next).toHaveAttribute('aria-checked', 'true')
  })
})
