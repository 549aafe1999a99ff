// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, quietConsoleErrors, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/location.json'
import { LocationPicker } from './location-picker.tsx'
// The picker loads its sheet lazily; loaded up front so each test's time is its own.
import './location-sheet.tsx'

const t = translator(messages)
const areas = [
  {
    id: '00000000-0000-4000-8000-00000000000a',
    name: 'Koramangala',
    area: '5th Block',
    city: 'Bengaluru',
    deliveryTime: 10,
    pincodes: [],
  },
  {
    id: '00000000-0000-4000-8000-00000000000b',
    name: 'Whitefield',
    area: 'ITPL',
    city: 'Bengaluru',
    deliveryTime: 1440,
    pincodes: [],
  },
]
/** The header's button: named by what it shows (the area) followed by the hint (WCAG 2.5.3). */
const picker = (area: string) =>
  screen.findByRole('button', {
    name: (name) => name.includes(area) && name.endsWith(t('location.changeHint')),
  })

/** The browser's position service (happy-dom has none): answers with `outcome`. */
function giveGeolocation(outcome: 'allowed' | 'denied') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: (p: unknown) => void, fail: (e: unknown) => void) =>
        outcome === 'allowed' ? ok({ coords: { latitude: 12.9, longitude: 77.6 } }) : fail({ code: 1 }),
    },
  })
}

describe('LocationPicker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation')
  })

  it('shows the first (quickest) area, and a chosen one from then on, on this device', async () => {
    const user = userEvent.setup()
    const server = new FakeServer().on('GET', '/api/delivery-locations', { body: areas })
    const view = renderApp(<LocationPicker />, { server })
    await user.click(await picker('Koramangala'))
    const sheet = await screen.findByRole('dialog', { name: t('location.selectLocation') })
    expect(within(sheet).getByRole('button', { name: /Koramangala/ })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(sheet).getByRole('button', { name: /Whitefield/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await picker('Whitefield')).toHaveTextContent('Whitefield, Bengaluru')
    view.unmount()
    renderApp(<LocationPicker />, { server })
    expect(await picker('Whitefield')).toBeInTheDocument()
  })

  it('uses the current position when allowed, and says so when not', async () => {
    const user = userEvent.setup()
    const server = new FakeServer().on('GET', '/api/delivery-locations', { body: areas })
    renderApp(<LocationPicker />, { server })
    giveGeolocation('denied')
    await user.click(await picker('Koramangala'))
    await user.click(await screen.findByRole('button', { name: t('location.useCurrent') }))
    expect(await screen.findByText(t('location.accessFailed'))).toBeInTheDocument()
    giveGeolocation('allowed')
    await user.click(screen.getByRole('button', { name: t('location.useCurrent') }))
    expect(await screen.findByText(t('location.detected'))).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('keeps the default promise and says the areas failed to load', async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = new FakeServer().on('GET', '/api/delivery-locations', apiError(403, 'FORBIDDEN', 'no'))
    renderApp(<LocationPicker />, { server })
    await user.click(await picker(t('location.selectLocation')))
    expect(await screen.findByText(t('location.loadFailed'))).toBeInTheDocument()
  })
})
