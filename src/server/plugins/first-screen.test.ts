import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstScreenLinks } from './first-screen.ts'

// The links a page's HTML gets for its first screen: its API answers and its largest picture,
// the picture read from the page's first answer through the app (here a stand-in API).

const ID = '3f0c6c1e-7f7e-4a43-9d8a-2b2f1f7a9c11'

describe('first-screen links', () => {
  const app = Fastify()
  app.get('/api/home', async () => ({ featured: [{ imageUrl: '/images/products/milk.webp' }] }))
  app.get('/api/products/:id', async () => ({ imageUrl: 'https://cdn.example.com/p.webp' }))
  app.get('/api/categories/:id/products', async () => ({ items: [{ imageUrl: '/uploads/a"b.webp' }] }))
  app.get('/api/search', async () => ({ items: [] }))
  beforeAll(() => app.ready())
  afterAll(() => app.close())

  // As the browser reads them: attribute values are HTML-escaped ('&' in a query is '&amp;').
  const hrefs = (html: string, as: string) =>
    [...html.matchAll(new RegExp(`<link rel="preload" as="${as}"[^>]*href="([^"]+)">`, 'g'))].map((m) =>
      m[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    )

  it("preloads home's answers, the shell's, and its first product's picture at high priority", async () => {
    const html = await firstScreenLinks(app, '/', undefined)
    expect(hrefs(html, 'fetch')).toEqual([
      '/api/home',
      '/api/categories',
      '/api/auth/get-session',
      '/api/store',
      '/api/delivery-locations',
      '/api/delivery-slots',
    ])
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/products/milk.webp">',
    )
  })

  it("adds a signed-in shopper's cart, favourites, bell and Buy Again", async () => {
    const html = await firstScreenLinks(app, '/', 'theme=dark; freshcart.session_token=abc.def')
    expect(hrefs(html, 'fetch').slice(0, 3)).toEqual([
      '/api/cart',
      '/api/favorites/ids',
      '/api/notifications',
    ])
    expect(hrefs(html, 'fetch')).toContain('/api/orders/buy-again')
    const secure = await firstScreenLinks(app, '/', '__Secure-freshcart.session_token=abc')
    expect(hrefs(secure, 'fetch')).toContain('/api/cart')
    expect(hrefs(await firstScreenLinks(app, '/', 'other.session_token=abc'), 'fetch')).not.toContain(
      '/api/cart',
    )
  })

  it("escapes what it writes into attributes and preloads no other site's picture", async () => {
    const category = await firstScreenLinks(app, `/category/${ID}`, undefined)
    expect(category).toContain('href="/uploads/a&quot;b.webp"')
    expect(hrefs(category, 'fetch')).toContain(
      `/api/categories/${ID}/products?sort=rating&page=1&pageSize=24`,
    )
    const product = await firstScreenLinks(app, `/product/${ID}`, undefined)
    expect(hrefs(product, 'image')).toEqual([])
    expect(hrefs(product, 'fetch')).toContain(`/api/products/${ID}`)
  })

  it('names no picture when the first answer has none, and nothing for the admin area or unknown paths', async () => {
    const search = await firstScreenLinks(app, '/search?q=milk', undefined)
    expect(hrefs(search, 'image')).toEqual([])
    expect(hrefs(search, 'fetch')).toContain('/api/search?q=milk&sort=relevance&page=1&pageSize=24')
    expect(await firstScreenLinks(app, '/admin', 'freshcart.session_token=abc')).toBe('')
    expect(await firstScreenLinks(app, '/no/such/page', undefined)).toBe('')
  })
})
