// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DialogRoot } from '#client/components/ui/dialog.tsx'
import { translator } from '#client/lib/i18n.ts'
import {
  addressFixture,
  apiError,
  areasFixture,
  FakeServer,
  quietConsoleErrors,
  renderApp,
} from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/addresses.json'
import type { Address } from '#shared/schemas/account.ts'
import { AddressCard } from './address-card.tsx'
import { AddressDialogContent } from './address-dialog.tsx'

// A saved address in the address book and at checkout (issue 16 items 2 and 6): its area or the
// warning that it needs one (ADR 019), Set as Default, Delete behind a confirm, the edit dialog.

const t = translator(messages)
const address = (overrides: Partial<Address> = {}) =>
  addressFixture({ landmark: 'Near the park', ...overrides })

function server() {
  return new FakeServer()
    .on('GET', '/api/delivery-locations', { body: areasFixture })
    .on('GET', '/api/addresses', { body: { items: [] } })
}

describe('AddressCard', () => {
  it('shows the address with its area, and sets it as the default', async () => {
    const fake = server().on('POST', '/api/addresses/:id/default', { body: address({ isDefault: true }) })
    const onEdit = vi.fn()
    renderApp(<AddressCard address={address()} onEdit={onEdit} />, { server: fake })
    const user = userEvent.setup()
    const card = screen.getByRole('article', { name: 'Home' })
    expect(card).toHaveTextContent('Asha Rao · +91 98300 12345')
    expect(card).toHaveTextContent('12 MG Road, Near the park')
    expect(
      await within(card).findByText(t('addresses.inArea', { name: 'Koramangala', area: '5th Block' })),
    ).toBeVisible()
    await user.click(within(card).getByRole('button', { name: t('addresses.setDefault') }))
    expect(await screen.findByText(t('addresses.defaultUpdated'))).toBeVisible()
    expect(fake.sent('POST', '/api/addresses/:id/default')).toHaveLength(1)
    await user.click(within(card).getByRole('button', { name: t('addresses.editNamed', { title: 'Home' }) }))
    expect(onEdit).toHaveBeenCalled()
  })

  it('the default address has no Set as Default; one without an area says it needs one', async () => {
    renderApp(<AddressCard address={address({ isDefault: true, locationId: null })} onEdit={() => {}} />, {
      server: server(),
    })
    const card = screen.getByRole('article', { name: 'Home' })
    expect(within(card).getByText(t('addresses.default'))).toBeVisible()
    expect(within(card).queryByRole('button', { name: t('addresses.setDefault') })).toBeNull()
    expect(within(card).getByText(t('addresses.noArea'))).toBeVisible()
  })

  it('deletes after confirming; a failed delete says so', async () => {
    quietConsoleErrors()
    const fake = server().once('DELETE', '/api/addresses/:id', { body: { ok: true } })
    renderApp(<AddressCard address={address()} onEdit={() => {}} />, { server: fake })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t('addresses.deleteNamed', { title: 'Home' }) }))
    const dialog = await screen.findByRole('alertdialog', {
      name: t('addresses.deleteConfirm', { title: 'Home' }),
    })
    expect(dialog).toHaveTextContent('12 MG Road, Bengaluru 560034')
    await user.click(within(dialog).getByRole('button', { name: /delete/i }))
    expect(await screen.findByText(t('addresses.deleted'))).toBeVisible()

    fake.on('DELETE', '/api/addresses/:id', apiError(404, 'NOT_FOUND', 'gone'))
    await user.click(screen.getByRole('button', { name: t('addresses.deleteNamed', { title: 'Home' }) }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /delete/i }))
    expect(await screen.findByText(t('addresses.deleteFailed'))).toBeVisible()
  })
})

/** As the address book uses them: the card's Edit opens the dialog. */
function Book() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <AddressCard address={address()} onEdit={() => setOpen(true)} />
      <DialogRoot open={open} onOpenChange={setOpen}>
        <AddressDialogContent address={address()} onDone={() => setOpen(false)} />
      </DialogRoot>
    </>
  )
}

describe('AddressDialogContent', () => {
  it("an edit opens from the card's Edit, titled Edit Address, filled with the address, saved with Update", async () => {
    renderApp(<Book />, { server: server() })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t('addresses.editNamed', { title: 'Home' }) }))
    expect(screen.getByRole('dialog', { name: t('addresses.editTitle') })).toBeVisible()
    expect(screen.getByLabelText(t('addresses.requiredLabel', { label: t('addresses.line1') }))).toHaveValue(
      '12 MG Road',
    )
    expect(screen.getByRole('button', { name: t('addresses.update') })).toBeVisible()
  })

  it('a new address is titled Add and saved with Save Address', () => {
    renderApp(
      <DialogRoot open>
        <AddressDialogContent address={null} onDone={() => {}} />
      </DialogRoot>,
      { server: server() },
    )
    expect(screen.getByRole('dialog', { name: t('addresses.addTitle') })).toBeVisible()
    expect(screen.getByRole('button', { name: t('addresses.save') })).toBeVisible()
  })
})
