// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import adminMessages from '#shared/i18n/en/admin.json'
import messages from '#shared/i18n/en/search.json'
import { SEARCH_WORD_MESSAGES, type SearchWords } from '#shared/schemas/search.ts'
import { SearchWordsTab } from './search-words-tab.tsx'

const t = translator(messages)
const tadmin = translator(adminMessages)
const list: SearchWords = {
  entries: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      term: 'doodh',
      targets: ['buffalo'],
      overridesShipped: true,
      version: 3,
      updatedAt: '2026-11-24T08:00:00.000Z',
    },
  ],
  shipped: [{ spellings: ['doodh', 'dudh'], targets: ['milk'] }],
}

function setup() {
  const server = new FakeServer()
  server.on('GET', '/api/admin/search-words', { body: list })
  renderApp(<SearchWordsTab />, { server })
  return { server, user: userEvent.setup() }
}

describe('SearchWordsTab', () => {
  it("says each rule in the catalogue's words: the English is the shared schema's", () => {
    for (const [key, message] of Object.entries(SEARCH_WORD_MESSAGES)) {
      expect((messages as Record<string, string>)[`search.admin.rule.${key}`]).toBe(message)
    }
  })

  it('lists the store words and the shipped dictionary; adds a word as term and word list', async () => {
    const { server, user } = setup()
    expect(await screen.findByText('doodh')).toBeVisible()
    expect(screen.getByText(t('search.admin.replacesShipped'))).toBeVisible()
    expect(screen.getByText(t('search.admin.shipped', { count: 1 }))).toBeInTheDocument()
    server.on('POST', '/api/admin/search-words', (request) => ({
      status: 201,
      body: { ...list.entries[0], ...(request.body as object) },
    }))
    await user.type(screen.getByLabelText(t('search.admin.term')), 'chakhna')
    await user.type(screen.getByLabelText(t('search.admin.targets')), 'bhujia, chips ,')
    await user.click(screen.getByRole('button', { name: t('search.admin.add') }))
    await waitFor(() => expect(server.sent('POST', '/api/admin/search-words')).toHaveLength(1))
    expect(server.sent('POST', '/api/admin/search-words')[0]!.body).toEqual({
      term: 'chakhna',
      targets: ['bhujia', 'chips'],
    })
    expect(await screen.findByText(t('search.admin.added'))).toBeVisible()
  })

  it('checks the rules before sending, and says when the term is taken', async () => {
    const { server, user } = setup()
    await screen.findByText('doodh')
    await user.type(screen.getByLabelText(t('search.admin.term')), 'one two three')
    await user.click(screen.getByRole('button', { name: t('search.admin.add') }))
    expect(screen.getByText(t('search.admin.rule.twoWords'))).toBeVisible()
    expect(screen.getByText(t('search.admin.rule.targetCount'))).toBeVisible()
    expect(server.sent('POST', '/api/admin/search-words')).toHaveLength(0)

    server.on('POST', '/api/admin/search-words', apiError(409, 'CONFLICT', 'taken'))
    await user.clear(screen.getByLabelText(t('search.admin.term')))
    await user.type(screen.getByLabelText(t('search.admin.term')), 'malai')
    await user.type(screen.getByLabelText(t('search.admin.targets')), 'cream')
    await user.click(screen.getByRole('button', { name: t('search.admin.add') }))
    expect(await screen.findByText(t('search.admin.taken', { term: 'malai' }))).toBeVisible()
  })

  it('edits a word in the form and deletes one', async () => {
    const { server, user } = setup()
    await user.click(await screen.findByRole('button', { name: t('search.admin.edit', { term: 'doodh' }) }))
    expect(screen.getByLabelText(t('search.admin.targets'))).toHaveValue('buffalo')
    server.on('PUT', '/api/admin/search-words/:id', { body: list.entries[0] })
    await user.click(screen.getByRole('button', { name: t('search.admin.save') }))
    await waitFor(() => expect(server.sent('PUT', '/api/admin/search-words/:id')).toHaveLength(1))
    // The form sends back the version it was opened with (ADR 015).
    expect(server.sent('PUT', '/api/admin/search-words/:id')[0]!.body).toEqual({
      term: 'doodh',
      targets: ['buffalo'],
      version: 3,
    })
    server.on('DELETE', '/api/admin/search-words/:id', { body: { ok: true } })
    await user.click(screen.getByRole('button', { name: t('search.admin.delete', { term: 'doodh' }) }))
    expect(await screen.findByText(t('search.admin.deleted'))).toBeVisible()
  })

  it('a save over an entry changed meanwhile says so, and Reload opens the latest', async () => {
    const { server, user } = setup()
    await user.click(await screen.findByRole('button', { name: t('search.admin.edit', { term: 'doodh' }) }))
    const changed = 'This search word changed while you were editing. Reload to see the latest.'
    server.on('PUT', '/api/admin/search-words/:id', apiError(409, 'EDIT_CONFLICT', changed))
    await user.click(screen.getByRole('button', { name: t('search.admin.save') }))
    expect(await screen.findByRole('alert')).toHaveTextContent(changed)
    const latest = { ...list.entries[0]!, targets: ['buffalo', 'cow'], version: 4 }
    server.on('GET', '/api/admin/search-words', { body: { ...list, entries: [latest] } })
    await user.click(screen.getByRole('button', { name: tadmin('admin.reload') }))
    await waitFor(() => expect(screen.getByLabelText(t('search.admin.targets'))).toHaveValue('buffalo, cow'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a word added while the list is still loading shows in the list (the old read is dropped)', async () => {
    const server = new FakeServer()
    const first = server.hold('GET', '/api/admin/search-words')
    server.on('POST', '/api/admin/search-words', { status: 201, body: list.entries[0] })
    renderApp(<SearchWordsTab />, { server })
    const user = userEvent.setup()
    await first.received
    // The list as it is after the write; the first read (held) began before it.
    server.on('GET', '/api/admin/search-words', { body: list })
    await user.type(screen.getByLabelText(t('search.admin.term')), 'doodh')
    await user.type(screen.getByLabelText(t('search.admin.targets')), 'buffalo')
    await user.click(screen.getByRole('button', { name: t('search.admin.add') }))
    await waitFor(() => expect(server.sent('POST', '/api/admin/search-words')).toHaveLength(1))
    first.reply({ body: { entries: [], shipped: [] } })
    expect(
      await screen.findByRole('button', { name: t('search.admin.edit', { term: 'doodh' }) }),
    ).toBeVisible()
  })
})
