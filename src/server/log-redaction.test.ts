import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'

// Issue 10 item 14: logs never carry session cookies, authorization headers or passwords.

const lines: string[] = []
let dataDir: string
let database: Awaited<ReturnType<typeof openTestDatabase>>
let app: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  database = await openTestDatabase()
  dataDir = mkdtempSync(join(tmpdir(), 'freshcart-log-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    BETTER_AUTH_SECRET: 'x'.repeat(40),
    CATALOG_CACHE: 'true',
    TRUST_PROXY: 'true',
  })
  app = await buildApp({
    config,
    database,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

it('redacts cookies, authorization headers and passwords from every log line', () => {
  lines.length = 0
  app.log.warn(
    {
      req: {
        headers: { cookie: 'freshcart.session_token=SESSION-SECRET', authorization: 'Bearer TOKEN-SECRET' },
      },
      body: { email: 'a@example.com', password: 'PASSWORD-SECRET', newPassword: 'NEW-SECRET' },
    },
    'a request went wrong',
  )
  const text = lines.join('')
  expect(text).toContain('a request went wrong')
  expect(text).toContain('a@example.com')
  for (const secret of ['SESSION-SECRET', 'TOKEN-SECRET', 'PASSWORD-SECRET', 'NEW-SECRET']) {
    expect(text).not.toContain(secret)
  }
  expect(text).toContain('[redacted]')
})

type LogLine = { reqId?: string; level: number; msg: string; responseTime?: number; answer?: string }

// ADR 077: one line a request, with what Fastify's two lines held.
it('logs each request once, when it is answered: method, url, client, status and time', async () => {
  const requests = [
    { url: '/api/health', status: 200 },
    { url: '/api/no-such-thing', status: 404 },
    { url: '/api/products?sort=sideways', status: 400 },
  ]
  for (const { url, status } of requests) {
    lines.length = 0
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { cookie: 'freshcart.session_token=SESSION-SECRET' },
    })
    expect(res.statusCode).toBe(status)
    const logged = lines.map((line) => JSON.parse(line) as LogLine)
    const perRequest = logged.filter((l) => l.reqId !== undefined && l.level === 30)
    expect(perRequest.map((l) => l.msg)).not.toContain('incoming request')
    const completed = perRequest.filter((l) => l.msg === 'request completed')
    expect(completed).toHaveLength(1)
    expect(completed[0]).toMatchObject({
      req: { method: 'GET', url, remoteAddress: '127.0.0.1' },
      res: { statusCode: status },
    })
    expect(completed[0]!.responseTime).toBeGreaterThan(0)
    expect(lines.join('')).not.toContain('SESSION-SECRET')
  }
})

it('logs answers written in front of Fastify as Fastify logs the rest: one line, the client behind the proxy', async () => {
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  const behindProxy = { 'x-forwarded-for': '203.0.113.7, 10.0.0.2', 'x-forwarded-host': 'shop.example' }
  const completed = async (url: string) => {
    lines.length = 0
    const res = await fetch(base + url, { headers: behindProxy })
    expect(res.status).toBe(200)
    await res.arrayBuffer()
    const logged = lines
      .map((line) => JSON.parse(line) as LogLine)
      .filter((l) => l.msg === 'request completed')
    expect(logged).toHaveLength(1)
    return logged[0]!
  }
  // Through Fastify: its own request serialiser and trustProxy.
  const routed = await completed('/api/health')
  expect(routed).toMatchObject({ req: { host: 'shop.example', remoteAddress: '203.0.113.7' } })
  // A listing miss answered in front of Fastify, then the same URL from memory.
  for (const answer of ['loaded', 'memory']) {
    const line = await completed('/api/products?sort=name')
    expect(line).toMatchObject({
      req: {
        method: 'GET',
        url: '/api/products?sort=name',
        host: 'shop.example',
        remoteAddress: '203.0.113.7',
      },
      res: { statusCode: 200 },
      answer,
    })
    expect(line.responseTime).toBeGreaterThan(0)
  }
})
