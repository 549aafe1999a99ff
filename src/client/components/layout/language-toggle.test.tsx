// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { applyLocale, initialLocale, LANGUAGE_STORAGE_KEY } from '#client/lib/i18n.ts'
import { renderApp } from '#client/test/app-harness.tsx'
import { LanguageToggle } from './language-toggle.tsx'

afterEach(async () => {
  await applyLocale('en')
  localStorage.clear()
})

describe("the visitors' language switch", () => {
  it('names Hindi in Devanagari, shows the store in Hindi and keeps the choice on this device', async () => {
    renderApp(<LanguageToggle />)
    const toHindi = screen.getByRole('button', { name: 'Show the store in हिन्दी' })
    expect(toHindi.textContent).toBe('हिन्दी')

    await userEvent.click(toHindi)

    await waitFor(() => expect(document.documentElement.lang).toBe('hi-IN'))
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi')
    // The next page opens in it, whatever the browser's language.
    expect(initialLocale()).toBe('hi')
    expect(await screen.findByRole('button', { name: /English/ })).toHaveProperty('textContent', 'English')
  })
})
