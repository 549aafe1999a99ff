// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import { UPLOAD_LIMITS } from '#shared/constants.ts'
import messages from '#shared/i18n/en/admin.json'
import { CSV_MAX_BYTES } from '#shared/schemas/admin.ts'
import { BulkUploadCard } from './bulk-upload-card.tsx'

// Bulk Product Upload (issue 16 item 6): the file checked before sending, progress while it
// uploads, the results with each refused row, and the server's refusal.

const t = translator(messages)
const csv = (name = 'products.csv', text = 'name,price\nGhee,649\n') =>
  new File([text], name, { type: 'text/csv' })

function setup() {
  const server = new FakeServer()
  renderApp(<BulkUploadCard />, { server })
  const user = userEvent.setup({ applyAccept: false })
  const input = screen.getByLabelText(t('admin.csvStep2'))
  const upload = () => user.click(screen.getByRole('button', { name: t('admin.uploadCsv') }))
  return { server, user, input, upload }
}

describe('BulkUploadCard', () => {
  it('asks for a file, refuses one that is not CSV or too large, and sends nothing', async () => {
    const { server, user, input, upload } = setup()
    await upload()
    expect(screen.getByText(t('admin.csvNoFile'))).toBeVisible()
    await user.upload(input, csv('products.xlsx'))
    await upload()
    expect(screen.getAllByText(t('admin.csvNotCsv')).length).toBeGreaterThan(0)
    const big = csv()
    Object.defineProperty(big, 'size', { value: CSV_MAX_BYTES + 1 })
    await user.upload(input, big)
    await upload()
    expect(screen.getAllByText(t('admin.csvTooLarge', { max: 10 })).length).toBeGreaterThan(0)
    expect(server.requests).toHaveLength(0)
  })

  it('shows progress, then the results with each refused row and how many more there are', async () => {
    const { server, user, input, upload } = setup()
    const held = server.hold('POST', '/api/admin/products/import')
    await user.upload(input, csv())
    await upload()
    const request = await held.received
    expect((request.body as FormData).get('file')).toBeInstanceOf(File)
    expect(screen.getByRole('button', { name: t('admin.uploading') })).toBeDisabled()
    held.progress(40, 100)
    expect(await screen.findByText(t('admin.uploadingPercent', { progress: 40 }))).toBeVisible()
    held.progress(100, 100)
    expect(await screen.findByText(t('admin.checkingRows'))).toBeVisible()
    const errors = Array.from({ length: UPLOAD_LIMITS.csvErrorListLimit + 2 }, (_, i) => ({
      row: i + 2,
      message: 'Price is required',
    }))
    held.reply({ body: { successful: 3, failed: errors.length, errors } })
    const results = (await screen.findByRole('heading', { name: t('admin.uploadResults') })).closest(
      'section',
    )!
    expect(
      within(results).getByText(t('admin.rowError', { row: 2, message: 'Price is required' })),
    ).toBeVisible()
    expect(within(results).getByText(t('admin.moreErrors', { count: 2 }))).toBeVisible()
    expect(await screen.findByText(t('admin.uploadWithErrors'))).toBeVisible()
    // The chosen file is cleared for the next upload.
    expect((input as HTMLInputElement).value).toBe('')
  })

  it('says so when every row was saved', async () => {
    const { server, user, input, upload } = setup()
    server.on('POST', '/api/admin/products/import', { body: { successful: 2, failed: 0, errors: [] } })
    await user.upload(input, csv())
    await upload()
    expect(await screen.findByText(t('admin.uploadSuccessful'))).toBeVisible()
    expect(screen.getByText(t('admin.uploadedCount', { count: 2 }))).toBeVisible()
  })

  it("shows the server's refusal", async () => {
    const { server, user, input, upload } = setup()
    server.on(
      'POST',
      '/api/admin/products/import',
      apiError(400, 'VALIDATION_ERROR', 'The header row is missing name'),
    )
    await user.upload(input, csv())
    await upload()
    await waitFor(() =>
      expect(screen.getAllByText('The header row is missing name').length).toBeGreaterThan(0),
    )
    expect(screen.getByText(t('admin.uploadFailed'))).toBeVisible()
  })
})
