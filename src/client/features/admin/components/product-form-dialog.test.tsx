// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/admin.json'
import { adminProduct } from '../test/admin-fixtures.ts'
import { ProductFormDialog } from './product-form-dialog.tsx'

// Add / Edit Product (issue 16 item 6): the shared rules checked before saving, rupees sent as
// paise, an edit sending only its changes (stock as the change typed), the server's field
// refusals, and Reload after an edit conflict (ADR 015). The image uploader has its own test.

const t = translator(messages)
const fruits = { id: '00000000-0000-4000-8000-000000000900', name: 'Fruits', slug: 'fruits' }
const dairy = { id: '00000000-0000-4000-8000-000000000901', name: 'Dairy', slug: 'dairy' }
const mango = adminProduct(1, {
  name: 'Alphonso Mango',
  price: 12_000,
  stockQuantity: 20,
  version: 7,
  categoryId: fruits.id,
})

function setup(product = mango as typeof mango | null) {
  const server = new FakeServer().on('GET', '/api/categories', { body: [fruits, dairy] })
  const onOpenChange = vi.fn()
  renderApp(<ProductFormDialog open product={product} onOpenChange={onOpenChange} />, { server })
  return { server, onOpenChange, user: userEvent.setup() }
}
const field = (label: string) => screen.getByLabelText(label)

describe('ProductFormDialog', () => {
  it('adds a product: the rules first, then the whole body with prices in paise', async () => {
    const { server, user, onOpenChange } = setup(null)
    const dialog = screen.getByRole('dialog', { name: t('admin.addNewProduct') })
    await user.click(within(dialog).getByRole('button', { name: t('admin.addProduct') }))
    expect(await within(dialog).findByText(t('admin.ruleNameRequired'))).toBeVisible()
    expect(within(dialog).getByText(t('admin.rulePriceRequired'))).toBeVisible()
    expect(field(t('admin.productName'))).toHaveAttribute('aria-invalid', 'true')
    // The toast names every problem at once.
    expect(await screen.findByText(new RegExp(`${t('admin.ruleNameRequired')}, `))).toBeVisible()

    await user.type(field(t('admin.productName')), 'Desi Ghee')
    await user.type(field(t('admin.hindiName')), 'ghee')
    await user.type(field(t('admin.price')), '649.50')
    await user.type(field(t('admin.stockQuantity')), '12')
    await user.type(field(t('admin.unit')), '1 l')
    await user.click(within(dialog).getByRole('button', { name: t('admin.addProduct') }))
    expect(await within(dialog).findByText(t('admin.ruleHindiNameNotDevanagari'))).toBeVisible()
    await user.clear(field(t('admin.hindiName')))
    await user.type(field(t('admin.hindiName')), 'घी')

    await user.click(within(dialog).getByRole('combobox', { name: t('admin.category') }))
    await user.click(await screen.findByRole('option', { name: 'Dairy' }))
    server.on('POST', '/api/admin/products', (request) => ({
      status: 201,
      body: { ...mango, ...(request.body as object) },
    }))
    await user.click(within(dialog).getByRole('button', { name: t('admin.addProduct') }))
    expect(await screen.findByText(t('admin.productAdded'))).toBeVisible()
    expect(server.sent('POST', '/api/admin/products')[0]!.body).toMatchObject({
      name: 'Desi Ghee',
      hindiName: 'घी',
      price: 64_950,
      stockQuantity: 12,
      unit: '1 l',
      categoryId: dairy.id,
      isAvailable: true,
    })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('an edit sends only what changed, stock as the change typed, and tells when orders moved it', async () => {
    const { server, user } = setup()
    const dialog = screen.getByRole('dialog', { name: t('admin.editProduct') })
    expect(field(t('admin.productName'))).toHaveValue('Alphonso Mango')
    expect(field(t('admin.price'))).toHaveValue(120)
    await user.clear(field(t('admin.price')))
    await user.type(field(t('admin.price')), '110')
    await user.clear(field(t('admin.stockQuantity')))
    await user.type(field(t('admin.stockQuantity')), '25')
    // Two sold while the form was open: the server answers 23.
    server.on('PATCH', '/api/admin/products/:id', {
      body: { ...mango, price: 11_000, stockQuantity: 23, version: 8 },
    })
    await user.click(within(dialog).getByRole('button', { name: t('admin.updateProduct') }))
    expect(await screen.findByText(t('admin.productUpdated'))).toBeVisible()
    expect(screen.getByText(t('admin.stockMoved', { count: 23 }))).toBeVisible()
    const sent = server.sent('PATCH', '/api/admin/products/:id')[0]!
    expect(sent.params.id).toBe(mango.id)
    expect(sent.body).toEqual({ version: 7, price: 11_000, stockAdjustment: 5 })
  })

  it("puts the server's refusals under their fields", async () => {
    const { server, user } = setup()
    server.on(
      'PATCH',
      '/api/admin/products/:id',
      apiError(400, 'VALIDATION_ERROR', 'Product name is required', {
        'body.name': 'Product name is required',
      }),
    )
    await user.clear(field(t('admin.unit')))
    await user.type(field(t('admin.unit')), '2 kg')
    await user.click(screen.getByRole('button', { name: t('admin.updateProduct') }))
    await waitFor(() => expect(field(t('admin.productName'))).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getAllByText(t('admin.ruleNameRequired')).length).toBeGreaterThan(0)
  })

  it('a save over a product changed meanwhile shows the notice; Reload starts from the latest', async () => {
    const { server, user } = setup()
    const changed = 'This product changed while you were editing. Reload to see the latest.'
    server.on('PATCH', '/api/admin/products/:id', apiError(409, 'EDIT_CONFLICT', changed))
    await user.clear(field(t('admin.unit')))
    await user.type(field(t('admin.unit')), '2 kg')
    await user.click(screen.getByRole('button', { name: t('admin.updateProduct') }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(changed)
    expect(screen.getByRole('button', { name: t('admin.updateProduct') })).toBeDisabled()
    server.on('GET', '/api/admin/products/:id', { body: { ...mango, name: 'Kesar Mango', version: 9 } })
    await user.click(within(alert).getByRole('button', { name: t('admin.reload') }))
    await waitFor(() => expect(field(t('admin.productName'))).toHaveValue('Kesar Mango'))
    expect(field(t('admin.unit'))).toHaveValue('1 kg')
    expect(screen.getByRole('button', { name: t('admin.updateProduct') })).toBeEnabled()
  })
})
