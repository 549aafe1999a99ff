import { createHash } from 'node:crypto'
import { AwsClient } from 'aws4fetch'
import { AppError } from '#server/lib/app-error.ts'
import { ErrorCode } from '#shared/errors.ts'
import { assertValidKey, type Storage } from './storage.ts'

export type S3Credentials = { accessKeyId: string; secretAccessKey: string; region: string }

export type S3StorageOptions = S3Credentials & {
  /** https://<account>.r2.cloudflarestorage.com, https://s3.eu-west-1.amazonaws.com, http://127.0.0.1:9000 */
  endpoint: string
  bucket: string
  /** Where browsers fetch the files (a CDN or the bucket's public URL); default endpoint/bucket. */
  publicUrl?: string
  fetch?: typeof fetch
  now?: () => Date
  /** Give up on a request the store has not answered by then (default S3_TIMEOUT_MS). */
  timeoutMs?: number
}

/** Uploads are at most a few MB: half a minute is ample even on a slow link. */
export const S3_TIMEOUT_MS = 30_000

export const IMAGE_STORE_SLOW_MESSAGE = 'The image store did not answer in time. Please try again.'

// Keys are written once and never reused (see Storage), so browsers may cache for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * Any S3-compatible store, addressed path-style (endpoint/bucket/key), which every such store
 * accepts. Objects must be publicly readable through `publicUrl` (a bucket policy or a CDN):
 * the store never hands out signed read URLs.
 */
export class S3Storage implements Storage {
  private readonly base: URL
  private readonly publicBase: string
  private readonly fetchFn: typeof fetch
  private readonly now: () => Date
  // SigV4 signing (aws4fetch: WebCrypto, no SDK weight for two calls; ADR 012).
  private readonly signer: AwsClient

  constructor(private readonly options: S3StorageOptions) {
    this.base = new URL(options.endpoint)
    this.publicBase = (
      options.publicUrl ?? `${options.endpoint.replace(/\/$/, '')}/${options.bucket}`
    ).replace(/\/$/, '')
    this.fetchFn = options.fetch ?? fetch
    this.now = options.now ?? (() => new Date())
    this.signer = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    })
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, body, {
      'content-type': contentType,
      'cache-control': CACHE_CONTROL,
      // Refuse to overwrite: a key is written once.
      'if-none-match': '*',
    })
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`)
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key, Buffer.alloc(0), {})
    // A missing key is not an error: a retried cleanup must not fail.
    if (!res.ok && res.status !== 404)
      throw new Error(`S3 DELETE ${key} failed: ${res.status} ${await res.text()}`)
  }

  publicUrl(key: string): string {
    assertValidKey(key)
    return `${this.publicBase}/${key}`
  }

  private async send(method: 'PUT' | 'DELETE', key: string, body: Buffer, extra: Record<string, string>) {
    assertValidKey(key)
    const basePath = this.base.pathname.replace(/\/$/, '')
    const path = `${basePath}/${this.options.bucket}/${key}`
    const signed = await this.signer.sign(new URL(path, this.base), {
      method,
      headers: {
        // The payload's hash is signed (not UNSIGNED-PAYLOAD): the store rejects altered bytes.
        'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        ...extra,
      },
      aws: {
        datetime: this.now()
          .toISOString()
          .replace(/[:-]|\.\d{3}/g, ''),
      },
    })
    try {
      return await this.fetchFn(signed.url, {
        method,
        headers: signed.headers,
        ...(method === 'PUT' ? { body: new Uint8Array(body) } : {}),
        // A bucket that does not answer must not hold an admin's request (and its upload in
        // memory) open for ever: give up, and say so.
        signal: AbortSignal.timeout(this.options.timeoutMs ?? S3_TIMEOUT_MS),
      })
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') {
        throw new AppError(ErrorCode.Unavailable, 503, IMAGE_STORE_SLOW_MESSAGE)
      }
      throw err
    }
  }
}
