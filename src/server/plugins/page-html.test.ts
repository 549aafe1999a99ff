import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerStaticClient } from './static-client.ts'

// A page's HTML as the server sends it: its chunks (page-preloads.ts) and, for a page that
// exists, its first screen's data and picture (first-screen.ts); never cached by a shared cache.

const ID = '3f0c6c1e-7f7e-4a43-9d8a-2b2f1f7a9c11'

describe("a page's HTML", () => {
  const dir = mkdtempSync(join(tmpdir(), 'freshcart-static-client-'))
  mkdirSync(join(dir, '.vite'))
  // Over 1 KB, as every real page is: big enough to be compressed.
  const filler = `<!-- ${'the shell of the store '.repeat(60)}-->`
  writeFileSync(
    join(dir, 'index.html'),
    `<html><head><script src="/assets/index.js"></script></head>${filler}</html>`,
  )
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/client/routes/product.tsx': { file: 'assets/product.js' },
      'src/client/routes/not-found.tsx': { file: 'assets/not-found.js' },
    }),
  )
  const app = Fastify()
  app.get('/api/products/:id', async () => ({ imageUrl: '/images/products/milk.webp' }))
  beforeAll(async () => {
    await registerStaticClient(app, async (path) => (path === `/product/${ID}` ? 200 : 404), dir)
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("names a product page's chunk, data and picture, and varies with the cookie and language", async () => {
    const res = await app.inject({ method: 'GET', url: `/product/${ID}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/product.js">')
    expect(res.body).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/products/${ID}">`)
    expect(res.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/products/milk.webp">',
    )
  })

  it('is compressed in the best coding the browser accepts, to the same bytes', async () => {
    const url = `/product/${ID}`
    const plain = await app.inject({ method: 'GET', url })
    const br = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    const missing = await app.inject({ method: 'GET', url: '/nowhere', headers: { 'accept-encoding': 'br' } })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-encoding']).toBe('br')
  })

  it('preloads no data of a product that is not there (its page says so)', async () => {
    const res = await app.inject({ method: 'GET', url: '/product/3f0c6c1e-0000-4a43-9d8a-2b2f1f7a9c11' })
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('/assets/product.js')
    expect(res.body).not.toContain('rel="preload"')
  })
})
