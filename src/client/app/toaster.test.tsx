// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { notify } from '#client/lib/toast.ts'
import { AppToaster } from './toaster.tsx'

afterEach(() => {
  for (const panel of document.querySelectorAll('[data-modal-panel]')) panel.remove()
})

const position = async (text: string) =>
  (await screen.findByText(text)).closest('[data-sonner-toast]')?.getAttribute('data-y-position')

describe('where toasts appear', () => {
  it('above the bars on a page, from the top while a dialog or sheet is open, and back', async () => {
    render(<AppToaster />)
    notify.success('Saved on the page')
    expect(await position('Saved on the page')).toBe('bottom')

    // A bottom sheet's buttons and last fields do not scroll: a toast at the bottom lay over them.
    const panel = document.createElement('div')
    panel.setAttribute('data-modal-panel', '')
    panel.setAttribute('data-state', 'open')
    document.body.append(panel)
    notify.error('Failed in the sheet')
    expect(await position('Failed in the sheet')).toBe('top')

    panel.setAttribute('data-state', 'closed')
    await waitFor(async () => expect(await position('Failed in the sheet')).toBe('bottom'))
  })
})
