// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { apiError, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import { ImageUploader } from './image-uploader.tsx'

const uploaded = {
  id: '00000000-0000-4000-8000-0000000000aa',
  url: '/uploads/products/aa.webp',
}

function setup(props: { previewUrl?: string | null; error?: string } = {}) {
  const server = new FakeServer()
  const onUploaded = vi.fn()
  const onRemove = vi.fn()
  const onBusyChange = vi.fn()
  const view = renderApp(
    <ImageUploader
      previewUrl={props.previewUrl ?? null}
      error={props.error}
      onUploaded={onUploaded}
      onRemove={onRemove}
      onBusyChange={onBusyChange}
    />,
    { server },
  )
  // The file input is hidden from assistive tech; the visible button opens it.
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!
  // applyAccept off: the shopper's file dialog can be told to show all files.
  const user = userEvent.setup({ applyAccept: false })
  return { server, onUploaded, onRemove, onBusyChange, input, user }
}

const file = (name: string, type: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type })

describe('ImageUploader', () => {
  it('refuses a file that is not a picture, in place and in a toast, and sends nothing', async () => {
    const t = setup()
    await t.user.upload(t.input, file('notes.txt', 'text/plain'))
    const message = 'Invalid file type. Please upload a JPEG, PNG, WebP, or GIF image.'
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2))
    expect(t.server.requests).toEqual([])
    expect(t.onUploaded).not.toHaveBeenCalled()
  })

  it('shows progress while uploading, then hands over the upload', async () => {
    const t = setup()
    const post = t.server.hold('POST', '/api/admin/product-images')
    await t.user.upload(t.input, file('mango.png', 'image/png'))
    const request = await post.received
    const form = request.body as FormData
    expect((form.get('file') as File).name).toBe('mango.png')
    expect(t.onBusyChange).toHaveBeenLastCalledWith(true)
    expect(screen.getByRole('button', { name: /choose image/i })).toBeDisabled()

    post.progress(512, 2048)
    const bar = await screen.findByRole('progressbar', { name: 'Image upload progress' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'))
    expect(screen.getByText('25%')).toBeInTheDocument()

    post.reply({ body: uploaded })
    await waitFor(() => expect(t.onUploaded).toHaveBeenCalledWith(uploaded))
    expect(t.onBusyChange).toHaveBeenLastCalledWith(false)
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /choose image/i })).toBeEnabled()
  })

  it("shows the server's reason when it refuses the upload", async () => {
    const t = setup()
    t.server.on('POST', '/api/admin/product-images', apiError(400, 'VALIDATION', 'The file is not an image'))
    await t.user.upload(t.input, file('fake.jpg', 'image/jpeg'))
    expect(await screen.findAllByText('The file is not an image')).not.toHaveLength(0)
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument()
    expect(t.onUploaded).not.toHaveBeenCalled()
    expect(t.onBusyChange).toHaveBeenLastCalledWith(false)
  })

  it('says the upload failed when the store cannot be reached', async () => {
    const t = setup()
    const post = t.server.hold('POST', '/api/admin/product-images')
    await t.user.upload(t.input, file('mango.webp', 'image/webp'))
    await post.received
    post.fail()
    expect(await screen.findAllByText('Failed to upload image')).not.toHaveLength(0)
    expect(t.onUploaded).not.toHaveBeenCalled()
  })

  it('accepts a picture the browser gave no type by its extension', async () => {
    const t = setup()
    t.server.on('POST', '/api/admin/product-images', { body: uploaded })
    await t.user.upload(t.input, file('mango.JPG', ''))
    await waitFor(() => expect(t.onUploaded).toHaveBeenCalledWith(uploaded))
  })

  it('refuses a picture still above 5 MB after compression', async () => {
    const t = setup()
    // The browser's image decoding and canvas (happy-dom has neither): the re-encoded JPEG comes
    // out no smaller, so the original is kept and is too big.
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close() {} }))
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect() {},
      drawImage() {},
    } as unknown as CanvasRenderingContext2D)
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob([new Uint8Array(7 * 1024 * 1024)])),
    )
    await t.user.upload(t.input, file('huge.jpg', 'image/jpeg', 6 * 1024 * 1024))
    expect(await screen.findAllByText('File size must be less than 5MB')).not.toHaveLength(0)
    expect(t.server.requests).toEqual([])
  })

  it('says compression failed when the browser cannot decode a big picture', async () => {
    const t = setup()
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError')
    })
    await t.user.upload(t.input, file('broken.jpg', 'image/jpeg', 2 * 1024 * 1024))
    expect(await screen.findAllByText('Compression failed')).not.toHaveLength(0)
    expect(t.server.requests).toEqual([])
    expect(t.onBusyChange).toHaveBeenLastCalledWith(false)
  })

  it('with a picture: offers Change and Remove, and Remove clears a shown problem', async () => {
    const t = setup({ previewUrl: '/uploads/products/old.webp', error: 'Image is required' })
    expect(screen.getByRole('img', { name: 'Product preview' })).toHaveAttribute(
      'src',
      '/uploads/products/old.webp',
    )
    expect(screen.getByText('Image is required')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /change image/i })).toBeEnabled()
    await t.user.upload(t.input, file('notes.txt', 'text/plain'))
    await screen.findAllByText(/Invalid file type/)
    await t.user.click(screen.getByRole('button', { name: /remove/i }))
    expect(t.onRemove).toHaveBeenCalledOnce()
    expect(screen.queryByText(/Invalid file type/, { selector: 'p' })).not.toBeInTheDocument()
  })
})
