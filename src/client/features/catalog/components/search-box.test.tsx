// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { FakeServer, productFixture, renderApp } from '#client/test/app-harness.tsx'
import commonMessages from '#shared/i18n/en/common.json'
import messages from '#shared/i18n/en/search.json'
import type { Suggestions } from '#shared/schemas/search.ts'
import { readRecentSearches } from '../lib/recent-searches.ts'
import { SearchBox } from './search-box.tsx'

const t = translator(messages)
const tc = translator(commonMessages)
const milk = productFixture({
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Toned Milk',
  unit: '500 ml',
  price: 2_800,
})
const bread = productFixture({
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Milk Bread',
  unit: '400 g',
  price: 4_500,
})
const dairy = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Dairy, Bread & Eggs', hindiName: null }
const answer: Suggestions = {
  products: [milk, bread].map((p) => ({ ...p, hindiName: p.hindiName ?? null })),
  categories: [dairy],
}

function setup() {
  const server = new FakeServer()
  server.on('GET', '/api/search/suggest', { body: answer })
  const view = renderApp(<SearchBox />, { server })
  const box = screen.getByRole('combobox', { name: tc('common.searchProducts') })
  return { server, view, box, user: userEvent.setup() }
}

describe('SearchBox suggestions (combobox)', () => {
  beforeEach(() => localStorage.clear())

  it('asks once the typing pauses, shows products and categories, and Enter opens the highlighted one', async () => {
    const { server, view, box, user } = setup()
    await user.type(box, 'mil')
    await screen.findByRole('option', { name: /Toned Milk/ })
    const listbox = screen.getByRole('listbox', { name: t('search.suggestions') })
    expect(box).toHaveAttribute('aria-expanded', 'true')
    expect(box).toHaveAttribute('aria-controls', listbox.id)
    // One request for the text the shopper paused on, not one per letter.
    expect(server.sent('GET', '/api/search/suggest').map((r) => r.query.get('q'))).toEqual(['mil'])
    const options = within(listbox).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Toned Milk'),
      expect.stringContaining('Milk Bread'),
      'Dairy, Bread & Eggs',
      t('search.searchFor', { query: 'mil' }),
    ])
    expect(box).not.toHaveAttribute('aria-activedescendant')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id)
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowUp}{ArrowUp}')
    // Up from the first wraps to the last.
    expect(box).toHaveAttribute('aria-activedescendant', options[3]!.id)
    await user.keyboard('{ArrowDown}{Enter}')
    expect(view.location()).toBe(`/product/${milk.id}`)
    expect(readRecentSearches()).toEqual(['mil'])
  })

  it('Enter with nothing highlighted searches the typed text; Escape closes the list, then clears the box', async () => {
    const { view, box, user } = setup()
    await user.type(box, 'doodh')
    await screen.findByRole('listbox')
    await user.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Escape}')
    expect(box).toHaveValue('')
    await user.type(box, ' paneer {Enter}')
    expect(view.location()).toBe('/search?q=paneer')
  })

  it('keys pressed the moment the list appears keep their place after the page settles', async () => {
    const { box, user } = setup()
    await user.type(box, 'mil')
    const first = await screen.findByRole('option', { name: /Toned Milk/ })
    // At once, before the frame after the list's first drawing (when its effects run).
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const second = screen.getByRole('option', { name: /Milk Bread/ })
    expect(box).toHaveAttribute('aria-activedescendant', second.id)
    expect(first).toHaveAttribute('aria-selected', 'false')
  })

  it('a category opens its page', async () => {
    const { view, box, user } = setup()
    await user.type(box, 'd')
    await user.click(await screen.findByRole('option', { name: dairy.name }))
    expect(view.location()).toBe(`/category/${dairy.id}`)
  })

  it('shows recent searches on focus when the box is empty; each can be removed or chosen', async () => {
    localStorage.setItem('freshcart-recent-searches', JSON.stringify(['atta', 'दूध']))
    const { view, box, user } = setup()
    await user.click(box)
    const listbox = screen.getByRole('listbox', { name: t('search.recent') })
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['atta', 'दूध'])
    await user.click(screen.getByRole('button', { name: t('search.removeRecent', { query: 'atta' }) }))
    expect(readRecentSearches()).toEqual(['दूध'])
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1))
    await user.keyboard('{ArrowDown}{Enter}')
    expect(view.location()).toBe(`/search?q=${encodeURIComponent('दूध')}`)
  })
})
