import { createHash, createHmac } from 'node:crypto'

// AWS Signature Version 4 for one request with the Authorization header, enough for S3's
// PUT/DELETE object on any S3-compatible store (AWS, R2, MinIO, Spaces, B2...). Written here to
// avoid the SDK's weight for two calls; checked against AWS's published example in the tests.

export type SigV4Credentials = { accessKeyId: string; secretAccessKey: string; region: string }

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding of each path segment, '/' kept (S3 does not double-encode). */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((s) =>
      encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/')
}

/** 20130524T000000Z */
export const amzDate = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/**
 * The Authorization header for a request. `headers` must already hold every header to sign,
 * including host, x-amz-date and x-amz-content-sha256 (= payloadHash); names are lower-cased here.
 */
export function authorizationHeader(
  creds: SigV4Credentials,
  request: {
    method: string
    path: string
    query?: string
    headers: Record<string, string>
    payloadHash: string
  },
  service = 's3',
): string {
  const entries = Object.entries(request.headers)
    .map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  const signedHeaders = entries.map(([k]) => k).join(';')
  const canonical = [
    request.method,
    encodePath(request.path),
    request.query ?? '',
    entries.map(([k, v]) => `${k}:${v}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n')
  const date = entries.find(([k]) => k === 'x-amz-date')?.[1]
  if (!date) throw new Error('x-amz-date must be signed')
  const day = date.slice(0, 8)
  const scope = `${day}/${creds.region}/${service}/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonical)].join('\n')
  const key = hmac(
    hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), service),
    'aws4_request',
  )
  const signature = createHmac('sha256', key).update(toSign).digest('hex')
  return `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`
}
