import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AwsV4Signer } from 'aws4fetch'
import type { S3Credentials } from './s3-storage.ts'

// Tests only: a local HTTP server standing in for an S3-compatible store on 127.0.0.1.

/** A tiny S3 stand-in: checks each request's signature the way S3 does, keeps objects in memory. */
export async function startFakeS3(creds: S3Credentials) {
  const objects = new Map<string, { body: Buffer; headers: IncomingMessage['headers'] }>()
  const refused: string[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const body = Buffer.concat(chunks)
    const auth = String(req.headers.authorization ?? '')
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? []
    const bodyHash = createHash('sha256').update(body).digest('hex')
    // Recomputes the signature over exactly the headers the client says it signed, as S3 does.
    const expected = await new AwsV4Signer({
      method: req.method ?? '',
      url: `http://${req.headers.host}${req.url ?? ''}`,
      headers: Object.fromEntries(
        signed.filter((h) => h !== 'host').map((h) => [h, String(req.headers[h] ?? '')]),
      ),
      accessKeyId: creds.accessKeyId,
      secretAccessKey: creds.secretAccessKey,
      region: creds.region,
      service: 's3',
      datetime: String(req.headers['x-amz-date'] ?? ''),
      allHeaders: true,
    }).authHeader()
    if (auth !== expected || req.headers['x-amz-content-sha256'] !== bodyHash) {
      refused.push(`${req.method} ${req.url}`)
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>')
      return
    }
    const path = req.url ?? ''
    if (req.method === 'PUT') {
      if (req.headers['if-none-match'] === '*' && objects.has(path)) {
        res.writeHead(412).end('<Error><Code>PreconditionFailed</Code></Error>')
        return
      }
      objects.set(path, { body, headers: req.headers })
      res.writeHead(200).end()
    } else if (req.method === 'DELETE') {
      objects.delete(path)
      res.writeHead(204).end()
    } else {
      res.writeHead(405).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return { endpoint, objects, refused, close }
}
