// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyLocale, currentLocale, LANGUAGE_STORAGE_KEY } from '#client/lib/i18n.ts'
import { renderApp } from '#client/test/app-harness.tsx'
import { LanguagePicker } from './language-picker.tsx'

// Settings' English | हिन्दी (issue 16 item 6): the shown language pressed, a choice applied,
// kept on the device and handed to the account; choosing the shown one again does nothing.

afterEach(async () => {
  await applyLocale('en')
})

describe('LanguagePicker', () => {
  it('switches to Hindi, keeps it on this device, and hands the choice on', async () => {
    const onChosen = vi.fn()
    renderApp(
      <>
        <h2 id="language-label">Language</h2>
        <LanguagePicker labelledBy="language-label" onChosen={onChosen} />
      </>,
    )
    const user = userEvent.setup()
    const group = screen.getByRole('group', { name: 'Language' })
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'English' }))
    expect(onChosen).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }))
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith('hi'))
    expect(currentLocale()).toBe('hi')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi')
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true')
    expect(group).toBeVisible()
  })
})
