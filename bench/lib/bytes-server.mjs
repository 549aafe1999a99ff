// The limit for a cached answer (issue 13): a minimal Fastify returning bytes captured from
// FreshCart, by URL, in the coding asked (br when the request accepts it), with the headers
// FreshCart sent with them (security headers, ETag, Cache-Control…). No hooks, no plugins. Run by bench/compare.ts: PORT=… node bench/lib/bytes-server.mjs <captured.json>.
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const [file] = process.argv.slice(2)
const port = process.env.PORT
const captured = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([url, v]) => [
    url,
    {
      identity: { body: Buffer.from(v.identity.body, 'base64'), headers: v.identity.headers },
      br: { body: Buffer.from(v.br.body, 'base64'), headers: v.br.headers },
    },
  ]),
)
const app = Fastify({ logger: false })
app.get('/api/health', async () => ({ status: 'ok' }))
app.get('/*', (request, reply) => {
  const answer = captured.get(request.url)
  if (!answer) return reply.code(404).send()
  const variant = (request.headers['accept-encoding'] ?? '').includes('br') ? answer.br : answer.identity
  return reply.headers(variant.headers).send(variant.body)
})
await app.listen({ host: '127.0.0.1', port: Number(port) })
