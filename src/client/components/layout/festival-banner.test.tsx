// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '#client/test/app-harness.tsx'
import { FestivalBanner } from './festival-banner.tsx'

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

// The scrolling offers can be stopped (WCAG 2.2.2), and stay stopped on this device.
describe('the festival banner', () => {
  const strip = () => document.querySelector<HTMLElement>('aside [aria-hidden="true"]')!

  it('scrolls until the button stops it, and starts again from the same button', () => {
    renderApp(<FestivalBanner />)
    expect(strip().className).toContain('animate-marquee')
    expect(strip()).toHaveAttribute('data-stopped', 'false')

    fireEvent.click(screen.getByRole('button', { name: 'Pause the offers' }))
    expect(strip()).toHaveAttribute('data-stopped', 'true')
    expect(strip().classList.contains('[animation-play-state:paused]')).toBe(true)
    expect(localStorage.getItem('freshcart:stopped:festival-offers')).toBe('1')

    fireEvent.click(screen.getByRole('button', { name: 'Play the offers' }))
    expect(strip()).toHaveAttribute('data-stopped', 'false')
    expect(strip().classList.contains('[animation-play-state:paused]')).toBe(false)
    expect(screen.getByRole('button', { name: 'Pause the offers' })).toBeInTheDocument()
    expect(localStorage.getItem('freshcart:stopped:festival-offers')).toBe('0')
  })

  it('opens stopped when the shopper stopped it before', async () => {
    localStorage.setItem('freshcart:stopped:festival-offers', '1')
    renderApp(<FestivalBanner />)
    expect(await screen.findByRole('button', { name: 'Play the offers' })).toBeInTheDocument()
    expect(strip()).toHaveAttribute('data-stopped', 'true')
  })

  it('says every offer once to screen readers, and hides the moving copies', () => {
    renderApp(<FestivalBanner />)
    const banner = screen.getByRole('complementary', { name: 'Festival offers' })
    expect(banner.querySelector('.sr-only')?.textContent).toBe(
      '🪔 Diwali offers: up to 40% off. 🛒 Buy 2 get 1 free on groceries. 🎁 Festive hampers for family and friends',
    )
  })

  it('stands still while scrolled out of view, and moves again when back', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {}
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback
        }
        observe() {}
        disconnect() {}
      },
    )
    renderApp(<FestivalBanner />)
    expect(strip().classList.contains('[animation-play-state:paused]')).toBe(false)
    act(() => report([{ isIntersecting: false }]))
    expect(strip().classList.contains('[animation-play-state:paused]')).toBe(true)
    // Not the shopper's stop: the button still offers to pause.
    expect(screen.getByRole('button', { name: 'Pause the offers' })).toBeInTheDocument()
    act(() => report([{ isIntersecting: true }]))
    expect(strip().classList.contains('[animation-play-state:paused]')).toBe(false)
  })
})
