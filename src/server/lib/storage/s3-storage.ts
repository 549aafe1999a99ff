import { AppError } from '#server/lib/app-error.ts'
import { ErrorCode } from '#shared/errors.ts'
import { amzDate, authorizationHeader, type SigV4Credentials, sha256Hex } from './sigv4.ts'
import { assertValidKey, type Storage } from './storage.ts'

export type S3StorageOptions = SigV4Credentials & {
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

  constructor(private readonly options: S3StorageOptions) {
    this.base = new URL(options.endpoint)
    this.publicBase = (
      options.publicUrl ?? `${options.endpoint.replace(/\/$/, '')}/${options.bucket}`
    ).replace(/\/$/, '')
    this.fetchFn = options.fetch ?? fetch
    this.now = options.now ?? (() => new Date())
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
    const payloadHash = sha256Hex(body)
    const headers: Record<string, string> = {
      host: this.base.host,
      'x-amz-date': amzDate(this.now()),
      'x-amz-content-sha256': payloadHash,
      ...extra,
    }
    headers.authorization = authorizationHeader(this.options, { method, path, headers, payloadHash })
    const { host: _host, ...sent } = headers
    try {
      return await this.fetchFn(new URL(path, this.base), {
        method,
        headers: sent,
        ...(method === 'PUT' ? { body: new Uint8Array(body) } : {}),
        // A bucket that does not answer must not hold an admin's request (and its upload in
        // memory) open for ever: give up, and say so.
        signal: AbortSignal.timeout(this.options.timeoutMs ?? S3_TIMEOUT_MS),
      })
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') {
        throw new AppError(
          ErrorCode.Unavailable,
          503,
          'The image store did not answer in time. Please try again.',
        )
      }
      throw err
    }
  }
}
