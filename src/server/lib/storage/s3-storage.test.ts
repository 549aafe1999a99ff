import { AwsV4Signer } from 'aws4fetch'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startFakeS3 } from './fake-s3.ts'
import { S3Storage } from './s3-storage.ts'

const creds = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret-key', region: 'auto' }

describe('SigV4 (aws4fetch)', () => {
  // Pins the signing library to AWS's published example, so an upgrade that signs differently
  // fails here rather than against a real bucket.
  test("matches AWS's published example (GET object with a Range header)", async () => {
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: {
        Range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
      datetime: '20130524T000000Z',
      allHeaders: true,
    })
    expect(await signer.authHeader()).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
  })
})

describe('S3Storage against a local fake', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>
  let endpoint: string
  beforeAll(async () => {
    fake = await startFakeS3(creds)
    endpoint = fake.endpoint
  })
  afterAll(() => fake.close())

  test('puts signed objects with type and cache headers, never overwrites, deletes idempotently', async () => {
    const storage = new S3Storage({ ...creds, endpoint, bucket: 'shop' })
    await storage.put('products/a.webp', Buffer.from('webp bytes'), 'image/webp')
    const stored = fake.objects.get('/shop/products/a.webp')
    expect(stored?.body.toString()).toBe('webp bytes')
    expect(stored?.headers['content-type']).toBe('image/webp')
    expect(stored?.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    await expect(storage.put('products/a.webp', Buffer.from('other'), 'image/webp')).rejects.toThrow(/412/)
    await storage.delete('products/a.webp')
    expect(fake.objects.has('/shop/products/a.webp')).toBe(false)
    await storage.delete('products/a.webp')
    expect(fake.refused).toEqual([])
  })

  test('a wrong secret is refused by the store and surfaces as an error', async () => {
    const storage = new S3Storage({ ...creds, secretAccessKey: 'wrong', endpoint, bucket: 'shop' })
    await expect(storage.put('products/b.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/)
    expect(fake.refused).toEqual(['PUT /shop/products/b.webp'])
  })

  test('public URLs use S3_PUBLIC_URL when given, else endpoint/bucket; bad keys are refused', () => {
    expect(new S3Storage({ ...creds, endpoint, bucket: 'shop' }).publicUrl('products/a.webp')).toBe(
      `${endpoint}/shop/products/a.webp`,
    )
    const cdn = new S3Storage({ ...creds, endpoint, bucket: 'shop', publicUrl: 'https://cdn.example.in/' })
    expect(cdn.publicUrl('products/a.webp')).toBe('https://cdn.example.in/products/a.webp')
    expect(() => cdn.publicUrl('../secret')).toThrow()
  })
})

describe('S3Storage against a store that never answers', () => {
  test('gives up after its timeout with a 503 the admin can act on', async () => {
    // A fetch that hangs until the request's signal aborts it, as a dead endpoint does.
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    const storage = new S3Storage({
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      region: 'auto',
      endpoint: 'http://127.0.0.1:9',
      bucket: 'shop',
      fetch: hanging,
      timeoutMs: 20,
    })
    await expect(storage.put('products/a.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
      statusCode: 503,
      code: 'UNAVAILABLE',
    })
  })
})
