// The limit for an uncached answer (issue 13 item 2): a minimal Fastify over node-postgres that,
// for each URL, runs the statements FreshCart ran for it (captured by bench/compare.ts: the same
// text, parameters and row mode, named so each connection prepares them once, as FreshCart's
// statement cache does, ADR 014) and answers with the JSON bytes FreshCart answered for that URL
// (captured too, with its headers): the same rows read and parsed by the same driver, the same
// response written. It does not build the page from the rows (cursors, total, JSON.stringify),
// so it is a strict limit. No hooks, no validation, no query building. Run by bench/compare.ts:
// PORT=… DATABASE_URL=… node bench/lib/sql-server.mjs <captured-sql.json> <captured.json>
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'
import pg from 'pg'

const [file, bytesFile] = process.argv.slice(2)
const port = process.env.PORT
/** @type {Map<string, { name?: string, text: string, values: unknown[], rowMode?: 'array' }[]>} */
const captured = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([url, statements]) => [
    url,
    statements.map((s) => ({
      ...s,
      ...(s.values.length > 0 ? { name: `b_${createHash('sha1').update(s.text).digest('base64url')}` } : {}),
    })),
  ]),
)
/** FreshCart's answer per URL, uncompressed, with its headers (bench/compare.ts). */
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(bytesFile, 'utf8'))).map(([url, v]) => [
    url,
    { body: Buffer.from(v.identity.body, 'base64'), headers: v.identity.headers },
  ]),
)
// The same pool size as FreshCart's default (DATABASE_POOL_SIZE 10).
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
})
const app = Fastify({ logger: false })
app.get('/api/health', async () => ({ status: 'ok' }))
app.get('/*', async (request, reply) => {
  const statements = captured.get(request.url)
  const answer = answers.get(request.url)
  if (!statements || !answer) return reply.code(404).send()
  for (const statement of statements) await pool.query(statement)
  return reply.headers(answer.headers).send(answer.body)
})
app.addHook('onClose', () => pool.end())
await app.listen({ host: '127.0.0.1', port: Number(port) })
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
