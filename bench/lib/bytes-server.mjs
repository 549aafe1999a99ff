// The limit for a cached answer (issue 13): a minimal Fastify returning bytes captured from
// FreshCart, by URL, in the coding asked (br when the request accepts it). No hooks, no
// plugins. Run by bench/compare.ts: PORT=… node bench/lib/bytes-server.mjs <captured.json>.
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const [file] = process.argv.slice(2)
const port = process.env.PORT
const captured = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([url, v]) => [
    url,
    { identity: Buffer.from(v.identity, 'base64'), br: Buffer.from(v.br, 'base64') },
  ]),
)
const app = Fastify({ logger: false })
app.get('/api/health', async () => ({ status: 'ok' }))
app.get('/*', (request, reply) => {
  const bytes = captured.get(request.url)
  if (!bytes) return reply.code(404).send()
  reply.header('content-type', 'application/json; charset=utf-8')
  if ((request.headers['accept-encoding'] ?? '').includes('br')) {
    reply.header('content-encoding', 'br')
    return reply.send(bytes.br)
  }
  return reply.send(bytes.identity)
})
await app.listen({ host: '127.0.0.1', port: Number(port) })
