// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, quietConsoleErrors, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/favorites.json'
import { FavoriteButton } from './favorite-button.tsx'

const t = translator(messages)
const productId = '00000000-0000-4000-8000-000000000001'
const name = 'Alphonso Mango'
const add = () => screen.findByRole('button', { name: t('favorites.addNamed', { name }) })
const remove = () => screen.findByRole('button', { name: t('favorites.removeNamed', { name }) })

function withFavorites(ids: string[]) {
  return new FakeServer().on('GET', '/api/favorites/ids', { body: { productIds: ids } })
}

describe('FavoriteButton', () => {
  it('fills the heart at once and saves it', async () => {
    const user = userEvent.setup()
    const server = withFavorites([])
    const post = server.hold('POST', '/api/favorites')
    renderApp(<FavoriteButton productId={productId} productName={name} signedIn />, { server })
    await waitFor(() => expect(server.sent('GET', '/api/favorites/ids')).toHaveLength(1))
    await user.click(await add())
    expect((await post.received).body).toEqual({ productId })
    expect(await remove()).toHaveAttribute('aria-pressed', 'true') // before the server answered
    server.on('GET', '/api/favorites/ids', { body: { productIds: [productId] } })
    post.reply({ status: 201, body: { productId, favorite: true } })
    expect(await screen.findByText(t('favorites.added'))).toBeInTheDocument()
    expect(await remove()).toBeInTheDocument()
  })

  it('takes a favourite away with DELETE', async () => {
    const user = userEvent.setup()
    const server = withFavorites([productId]).on('DELETE', '/api/favorites/:id', () => {
      server.on('GET', '/api/favorites/ids', { body: { productIds: [] } })
      return { body: { productId, favorite: false } }
    })
    renderApp(<FavoriteButton productId={productId} productName={name} signedIn />, { server })
    await user.click(await remove())
    expect(await screen.findByText(t('favorites.removed'))).toBeInTheDocument()
    expect(server.sent('DELETE', '/api/favorites/:id')[0]?.params.id).toBe(productId)
    expect(await add()).toHaveAttribute('aria-pressed', 'false')
  })

  it('puts the heart back and says so when saving fails', async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = withFavorites([])
    const post = server.hold('POST', '/api/favorites')
    renderApp(<FavoriteButton productId={productId} productName={name} signedIn />, { server })
    await user.click(await add())
    await post.received
    await remove()
    // The list is read again afterwards; held, so what shows meanwhile is the rollback's doing.
    const reread = server.hold('GET', '/api/favorites/ids')
    post.reply(apiError(500, 'INTERNAL', 'boom'))
    expect(await add()).toHaveAttribute('aria-pressed', 'false')
    await reread.received
    reread.reply({ body: { productIds: [] } })
    expect(await screen.findByText(t('favorites.updateFailed'))).toBeInTheDocument()
  })

  it('asks a visitor to sign in and sends nothing', async () => {
    const user = userEvent.setup()
    const server = new FakeServer()
    renderApp(<FavoriteButton productId={productId} productName={name} signedIn={false} />, { server })
    await user.click(await add())
    expect(await screen.findByText(t('favorites.signInToAdd'))).toBeInTheDocument()
    expect(server.requests).toEqual([])
  })
})
