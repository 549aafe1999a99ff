// The limit for an uncached answer (issue 13 item 2): a minimal Fastify over node-postgres that,
// for each URL, runs the statements FreshCart ran for it (captured by bench/compare.ts: the same
// text, parameters and row mode, named so each connection prepares them once, as FreshCart's
// statement cache does, ADR 014) and answers the JSON any such server must write: the rows it
// read, as objects with the API's keys, in the page FreshCart answered for that URL (its total,
// page number and cursors taken from FreshCart's captured answer, with its headers). The bytes
// are FreshCart's (checked at start). It reads and parses the same rows with the same driver and
// serialises and writes the same response; it does not count, make cursors, parse or validate
// the query, hash an ETag or build statements, so it is a strict limit. Run by bench/compare.ts:
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
/**
 * FreshCart's answer per URL (bench/compare.ts): its headers, and its page without the items,
 * which are made from the rows read. A row is the card's columns in the page's key order,
 * after the capped count on a counted statement's rows (all null on an empty page's one row).
 */
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(bytesFile, 'utf8'))).map(([url, v]) => {
    const bytes = Buffer.from(v.identity.body, 'base64')
    const page = JSON.parse(bytes.toString())
    const keys = Object.keys(page.items[0] ?? {})
    // One object literal per card, as a hand-written server would write it.
    const card = new Function(
      'row',
      'from',
      `return { ${keys.map((k, i) => `${JSON.stringify(k)}: row[from + ${i}]`).join(', ')} }`,
    )
    return [url, { bytes, page, size: page.items.length, keys, card, headers: v.identity.headers }]
  }),
)
/** The page's JSON from the rows of the last statement. */
function bodyOf(answer, rows) {
  const items = []
  const from = rows.length > 0 ? rows[0].length - answer.keys.length : 0
  for (const row of rows) {
    if (items.length === answer.size) break
    if (row[from] !== null) items.push(answer.card(row, from))
  }
  return JSON.stringify({ ...answer.page, items })
}
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
  let rows = []
  for (const statement of statements) rows = (await pool.query(statement)).rows
  return reply.headers(answer.headers).send(bodyOf(answer, rows))
})
app.addHook('onClose', () => pool.end())
// The bytes made from the rows must be FreshCart's: otherwise this would not be the same response.
for (const [url, statements] of captured) {
  const answer = answers.get(url)
  if (!answer) continue
  let rows = []
  for (const statement of statements) rows = (await pool.query(statement)).rows
  if (!Buffer.from(bodyOf(answer, rows)).equals(answer.bytes)) {
    console.error(`sql-server: the page made from the rows of ${url} is not FreshCart's answer`)
    process.exit(1)
  }
}
await app.listen({ host: '127.0.0.1', port: Number(port) })
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
