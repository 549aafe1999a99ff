import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageLocale } from './server-render.ts'
import { registerStaticClient } from './static-client.ts'

// A page the client's renderer draws (ADR 043): the server loads the built renderer from
// dist/ssr beside dist/client and puts its markup, head and queries into the page's HTML. Here a
// stand-in renderer file shows what the server does with what it returns.

const ID = '3f0c6c1e-7f7e-4a43-9d8a-2b2f1f7a9c11'

const RENDERER = `
export async function renderPage({ url, locale, signedIn, fetch }) {
  if (url.startsWith('/broken')) throw new Error('render failed')
  if (!url.startsWith('/product/')) return null
  const answer = await fetch('/api/whoami', { method: 'GET' })
  const who = await answer.json()
  return {
    html: '<main>' + who.cookie + ' ' + locale + ' ' + signedIn + ' $& $1</main>',
    head: '<title>Milk $&amp; more | FreshCart</title><link rel="preload" as="image" href="/images/milk.webp"/>',
    state: '{"queries":[]}',
  }
}`

describe('a server-drawn page', () => {
  const root = mkdtempSync(join(tmpdir(), 'freshcart-server-render-'))
  const dir = join(root, 'client')
  mkdirSync(join(dir, '.vite'), { recursive: true })
  mkdirSync(join(root, 'ssr'))
  writeFileSync(
    join(dir, 'index.html'),
    '<html lang="en-IN"><head><title>FreshCart</title></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({}))
  writeFileSync(join(root, 'ssr', 'entry-server.js'), RENDERER)
  const app = Fastify()
  app.get('/api/whoami', async (request) => ({ cookie: request.headers.cookie ?? 'none' }))
  app.get('/api/products/:id', async () => ({ imageUrl: '/images/products/milk.webp' }))
  beforeAll(async () => {
    await registerStaticClient(app, async () => 200, dir)
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    rmSync(root, { recursive: true, force: true })
  })

  it("holds the drawn markup, the page's queries, its head and language", async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/product/${ID}`,
      headers: { cookie: 'freshcart.session_token=abc; freshcart-language=hi' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding')
    const body = res.body
    // The API was asked in process with the shopper's cookie; '$&' stayed text.
    expect(body).toContain(
      '<div id="root"><main>freshcart.session_token=abc; freshcart-language=hi hi true $& $1</main></div>',
    )
    expect(body).toContain('<script type="application/json" id="freshcart-state">{"queries":[]}</script>')
    expect(body).toContain('<html lang="hi-IN" data-locale="hi">')
    expect(body).toContain('<title>Milk $&amp; more | FreshCart</title>')
    expect(body).not.toContain('<title>FreshCart</title>')
    expect(body).toContain('<link rel="preload" as="image" href="/images/milk.webp"/></head>')
    // The data are in the page: no preloads of them.
    expect(body).not.toContain('as="fetch"')
  })

  it('leaves a page the renderer does not draw, or fails to, to the browser', async () => {
    for (const url of ['/cart', '/broken']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root"></div>')
      expect(res.body).not.toContain('freshcart-state')
    }
  })
})

describe("a page's language", () => {
  it("is the device's choice, else the browser's", () => {
    expect(pageLocale('a=1; freshcart-language=hi', 'en-IN')).toBe('hi')
    expect(pageLocale('freshcart-language=en', 'hi-IN,hi;q=0.9')).toBe('en')
    expect(pageLocale('freshcart-language=fr', 'hi-IN')).toBe('hi')
    expect(pageLocale(undefined, undefined)).toBe('en')
  })
})
