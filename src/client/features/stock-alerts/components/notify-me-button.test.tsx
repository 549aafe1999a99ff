// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/stock-alerts.json'
import { NotifyMeButton } from './notify-me-button.tsx'

const t = translator(messages)
const product = { id: '00000000-0000-4000-8000-000000000001', name: 'Alphonso Mango' }
const name = product.name
const off = () => screen.findByRole('button', { name: t('stock-alerts.notifyWhenBack', { name }) })
const on = () => screen.findByRole('button', { name: t('stock-alerts.onFor', { name }) })

function withAlerts(ids: string[]) {
  return new FakeServer().on('GET', '/api/stock-alerts', { body: { productIds: ids } })
}

describe('NotifyMeButton', () => {
  it('waits for the shopper’s alerts, then asks to be told when the product is back', async () => {
    const user = userEvent.setup()
    const server = withAlerts([])
    const list = server.hold('GET', '/api/stock-alerts')
    const put = server.hold('PUT', '/api/stock-alerts/:productId')
    renderApp(<NotifyMeButton product={product} />, { server })
    expect(await off()).toBeDisabled()
    list.reply({ body: { productIds: [] } })
    const button = await off()
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    expect((await put.received).params.productId).toBe(product.id)
    expect(await on()).toHaveAttribute('aria-pressed', 'true')
    put.reply({ body: { productId: product.id, subscribed: true } })
    expect(await screen.findByText(t('stock-alerts.subscribed'))).toBeInTheDocument()
  })

  it('cancels an alert when pressed again', async () => {
    const user = userEvent.setup()
    const server = withAlerts([product.id]).on('DELETE', '/api/stock-alerts/:productId', {
      body: { productId: product.id, subscribed: false },
    })
    renderApp(<NotifyMeButton product={product} variant="detail" />, { server })
    await user.click(await on())
    expect(await screen.findByText(t('stock-alerts.cancelled'))).toBeInTheDocument()
    expect(server.sent('DELETE', '/api/stock-alerts/:productId')).toHaveLength(1)
  })

  it('goes back and says so when the store refuses', async () => {
    const user = userEvent.setup()
    const server = withAlerts([])
    const put = server.hold('PUT', '/api/stock-alerts/:productId')
    renderApp(<NotifyMeButton product={product} />, { server })
    await user.click(await off())
    await put.received
    await on()
    // The list is read again afterwards; held, so what shows meanwhile is the rollback's doing.
    const reread = server.hold('GET', '/api/stock-alerts')
    put.reply(apiError(500, 'INTERNAL', 'boom'))
    expect(await off()).toHaveAttribute('aria-pressed', 'false')
    await reread.received
    reread.reply({ body: { productIds: [] } })
    expect(await screen.findByText(t('stock-alerts.failed'))).toBeInTheDocument()
  })
})
