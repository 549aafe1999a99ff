import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startFakeS3 } from '#server/lib/storage/fake-s3.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { adminCall, type Person, signInAdmin, upload } from './admin-test-helpers.ts'

// With S3_* set, product pictures go to the S3-compatible store (here a local fake) and are
// removed from it again when a product lets go of them.

const creds = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret-key', region: 'auto' }

describe('product pictures on S3-compatible storage', () => {
  let t: TestApp
  let admin: Person
  let fake: Awaited<ReturnType<typeof startFakeS3>>

  beforeAll(async () => {
    fake = await startFakeS3(creds)
    t = await createTestApp({
      S3_ENDPOINT: fake.endpoint,
      S3_BUCKET: 'shop',
      S3_REGION: creds.region,
      S3_ACCESS_KEY_ID: creds.accessKeyId,
      S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
      S3_PUBLIC_URL: 'https://cdn.example.in',
    })
    admin = await signInAdmin(t)
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  test('upload, use, replace: files land in the bucket and the replaced ones leave it', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fa0' } })
      .png()
      .toBuffer()
    const first = (await upload(t, '/product-images', admin, 'a.png', 'image/png', png)).json()
    expect(first.imageUrl).toBe(`https://cdn.example.in/${first.imagePath}`)
    expect(fake.objects.get(`/shop/${first.imagePath}`)?.headers['content-type']).toBe('image/webp')
    expect(fake.objects.has(`/shop/${first.imagePath.replace('.webp', '-thumb.webp')}`)).toBe(true)

    const body = { name: 'Mango', price: 12000, stockQuantity: 5 }
    const product = (
      await adminCall(t, 'POST', '/products', admin, { ...body, imagePath: first.imagePath })
    ).json()
    expect(product.thumbnailUrl).toBe(
      `https://cdn.example.in/${first.imagePath.replace('.webp', '-thumb.webp')}`,
    )
    const second = (await upload(t, '/product-images', admin, 'b.png', 'image/png', png)).json()
    const saved = await adminCall(t, 'PATCH', `/products/${product.id}`, admin, {
      version: product.version,
      imagePath: second.imagePath,
    })
    expect(saved.statusCode).toBe(200)
    expect(fake.objects.has(`/shop/${first.imagePath}`)).toBe(false)
    expect(fake.objects.has(`/shop/${second.imagePath}`)).toBe(true)
    expect(fake.refused).toEqual([])
  })
})
