import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'

// The built client: root files get a route each, the chunk and image folders one wildcard route
// each (start-up cost). Both kinds must answer with the same headers as before, and a missing
// file must fall through to the not-found handler, not to a 500 or a directory listing.

const APP_HTML = '<!doctype html><html><body><div id="root"></div></body></html>'
const CHUNK = 'export const x = 1\n'

describe('the built client is served', () => {
  let t: TestApp
  let clientDir: string

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'freshcart-client-'))
    writeFileSync(join(clientDir, 'index.html'), APP_HTML)
    writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})\n')
    mkdirSync(join(clientDir, 'assets'))
    writeFileSync(join(clientDir, 'assets', 'index-AbC123.js'), CHUNK)
    mkdirSync(join(clientDir, 'images', 'categories'), { recursive: true })
    writeFileSync(join(clientDir, 'images', 'categories', 'dairy.webp'), Buffer.from([1, 2, 3]))
    t = await createTestApp({}, { clientDir })
  })
  afterAll(async () => {
    await t?.close()
    rmSync(clientDir, { recursive: true, force: true })
  })

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url })

  test('hashed chunks are immutable for a year, with GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await get('/assets/index-AbC123.js', method)
      expect(res.statusCode, method).toBe(200)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers['content-type']).toMatch(/javascript/)
      if (method === 'GET') expect(res.body).toBe(CHUNK)
    }
  })

  test('images and root files are revalidated every time', async () => {
    const image = await get('/images/categories/dairy.webp')
    expect(image.statusCode).toBe(200)
    expect(image.headers['cache-control']).toBe('no-cache')
    expect(image.rawPayload).toEqual(Buffer.from([1, 2, 3]))
    const worker = await get('/sw.js')
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['cache-control']).toBe('no-cache')
  })

  test('a missing file, a folder or a path climbing out answers 404 without reading outside', async () => {
    for (const url of [
      '/assets/index-Gone99.js',
      '/assets/',
      '/images/categories/',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await get(url)
      expect([403, 404], url).toContain(res.statusCode)
      expect(res.body, url).not.toBe(CHUNK)
    }
  })

  test('pages still get the app', async () => {
    const res = await get('/categories')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(APP_HTML)
  })
})
