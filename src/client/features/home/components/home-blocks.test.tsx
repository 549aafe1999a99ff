// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { renderApp } from '#client/test/app-harness.tsx'
import { CAROUSEL_INTERVAL_MS } from '#shared/constants.ts'
import messages from '#shared/i18n/en/home.json'
import { DeliveryTiles } from './delivery-tiles.tsx'
import { HeroCarousel } from './hero-carousel.tsx'
import { PromoBlock } from './promo-block.tsx'

// The home page's blocks (issue 16 item 6): the carousel's timing on a fake clock (advance, wrap,
// pause while focused, a dot's full interval), and the promise and free-delivery rule the tiles
// and the promo bar say (ADR 020).

const t = translator(messages)
const PROMISE = 'Earliest delivery: Today, 7–9 AM'
// A slide out of view is inert, so Testing Library's role queries skip it: found by its label.
const slide = (n: number) =>
  document.querySelector<HTMLElement>(
    `[role="group"][aria-label="${t('home.slideOf', { number: n, total: 2 })}"]`,
  )!

afterEach(() => vi.useRealTimers())

describe('HeroCarousel', () => {
  it('moves to the next slide every interval and wraps; only the shown slide is exposed', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderApp(<HeroCarousel promise={PROMISE} />)
    expect(slide(1)).toHaveAttribute('aria-hidden', 'false')
    expect(slide(2)).toHaveAttribute('aria-hidden', 'true')
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1))
    expect(slide(1)).toHaveAttribute('aria-hidden', 'false')
    act(() => vi.advanceTimersByTime(1))
    expect(slide(2)).toHaveAttribute('aria-hidden', 'false')
    expect(screen.getByRole('button', { name: t('home.goToSlide', { number: 2 }) })).toHaveAttribute(
      'aria-current',
      'true',
    )
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(slide(1)).toHaveAttribute('aria-hidden', 'false')
  })

  it("the delivery slide says the header's promise, else its own text", () => {
    const { rerender } = renderApp(<HeroCarousel promise={PROMISE} />)
    expect(within(slide(2)).getByText(PROMISE)).toBeInTheDocument()
    rerender(<HeroCarousel promise={null} />)
    expect(within(slide(2)).getByText(t('home.slideDeliveryText'))).toBeInTheDocument()
  })

  it('stands still while focused, and a dot gives its slide the full interval', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderApp(<HeroCarousel promise={PROMISE} />)
    const dot2 = screen.getByRole('button', { name: t('home.goToSlide', { number: 2 }) })
    fireEvent.focus(dot2)
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3))
    expect(slide(1)).toHaveAttribute('aria-hidden', 'false')
    fireEvent.click(dot2)
    expect(slide(2)).toHaveAttribute('aria-hidden', 'false')
    fireEvent.blur(dot2)
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1))
    expect(slide(2)).toHaveAttribute('aria-hidden', 'false')
    act(() => vi.advanceTimersByTime(1))
    expect(slide(1)).toHaveAttribute('aria-hidden', 'false')
  })
})

describe('HeroCarousel stopped (WCAG 2.2.2)', () => {
  afterEach(() => localStorage.clear())

  it('stands still after the pause button until it is played again, and keeps the choice', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderApp(<HeroCarousel promise={PROMISE} />)
    fireEvent.click(screen.getByRole('button', { name: t('home.pauseSlides') }))
    expect(localStorage.getItem('freshcart:stopped:home-carousel')).toBe('1')
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3))
    expect(slide(1)).toHaveAttribute('aria-hidden', 'false')
    // Stopped, a slide a dot brings is announced.
    expect(slide(1).parentElement).toHaveAttribute('aria-live', 'polite')

    const play = screen.getByRole('button', { name: t('home.playSlides') })
    fireEvent.focus(play)
    fireEvent.click(play)
    // Moving again at once, though the keyboard's focus is still on the button.
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(slide(2)).toHaveAttribute('aria-hidden', 'false')
    expect(slide(1).parentElement).toHaveAttribute('aria-live', 'off')
    expect(localStorage.getItem('freshcart:stopped:home-carousel')).toBe('0')
  })

  it('opens stopped when the shopper stopped it before', async () => {
    localStorage.setItem('freshcart:stopped:home-carousel', '1')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderApp(<HeroCarousel promise={PROMISE} />)
    expect(screen.getByRole('button', { name: t('home.playSlides') })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2))
    expect(slide(1)).toHaveAttribute('aria-hidden', 'false')
  })

  it('stands still under a mouse pointer, not after a touch', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderApp(<HeroCarousel promise={PROMISE} />)
    const slides = slide(1).parentElement!.parentElement!
    fireEvent.pointerEnter(slides, { pointerType: 'touch' })
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(slide(2)).toHaveAttribute('aria-hidden', 'false')
    fireEvent.pointerEnter(slides, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2))
    expect(slide(2)).toHaveAttribute('aria-hidden', 'false')
    fireEvent.pointerLeave(slides, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(slide(1)).toHaveAttribute('aria-hidden', 'false')
  })
})

describe('PromoBlock and DeliveryTiles', () => {
  it("say the store's free-delivery threshold and the promise", () => {
    renderApp(
      <>
        <PromoBlock freeDeliveryThreshold={49_900} />
        <DeliveryTiles promise={PROMISE} freeDeliveryThreshold={49_900} />
      </>,
    )
    expect(screen.getByText(t('home.freeDeliveryBar', { amount: '₹499' }))).toBeVisible()
    const tiles = screen.getByRole('list', { name: t('home.deliveryOptions') })
    expect(within(tiles).getAllByText(PROMISE)).toHaveLength(2)
    expect(within(tiles).getByText(t('home.freeDeliveryAbove', { amount: '₹499' }))).toBeVisible()
    // Without a Buy Again list (a visitor), the block says where it will appear.
    expect(screen.getByText(t('home.buyAgainEmpty'))).toBeVisible()
  })

  it("shows a signed-in shopper's Buy Again list in place of the text", () => {
    renderApp(<PromoBlock freeDeliveryThreshold={49_900} buyAgain={<p>Amul Butter</p>} />)
    expect(screen.getByText('Amul Butter')).toBeVisible()
    expect(screen.queryByText(t('home.buyAgainEmpty'))).toBeNull()
  })
})
