import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { insertCategory, insertProduct } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { sitemapPartXml, sitemapXml } from './sitemap-service.ts'

// Issue 9 item 15: no soft 404s. Pages that do not exist answer 404 (with the app's HTML, which
// shows its 404 page); robots.txt and sitemap.xml are real files, not the app's HTML.

const PUBLIC_URL = 'https://shop.example.in'
const APP_HTML = '<!doctype html><html><body><div id="root"></div></body></html>'

describe('page statuses, robots.txt and sitemap.xml', () => {
  let t: TestApp
  let clientDir: string
  let productId: string
  let hiddenProductId: string
  let categoryId: string
  let inactiveCategoryId: string

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'freshcart-client-'))
    writeFileSync(join(clientDir, 'index.html'), APP_HTML)
    t = await createTestApp({ PUBLIC_URL }, { clientDir })
    categoryId = (await insertCategory(t.db, { name: 'Dairy, Bread & Eggs' })).id
    inactiveCategoryId = (await insertCategory(t.db, { name: 'Old shelf', isActive: false })).id
    productId = (await insertProduct(t.db, { name: 'Amul Butter', categoryId })).id
    hiddenProductId = (await insertProduct(t.db, { name: 'Seasonal Mango', isAvailable: false })).id
  })
  afterAll(async () => {
    await t?.close()
    rmSync(clientDir, { recursive: true, force: true })
  })

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url })

  test('pages of the app answer 200 with the app', async () => {
    for (const url of [
      '/',
      '/categories',
      '/cart',
      '/orders',
      `/order/${crypto.randomUUID()}`,
      '/search?q=milk',
      '/admin',
      '/profile/edit/',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toBe(APP_HTML)
    }
  })

  test('a path no page answers is a 404 carrying the app, whose 404 page shows', async () => {
    for (const url of [
      '/no-such-page',
      '/404',
      '/profile/unknown',
      '/admin/products',
      '/category',
      '//cart',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      expect(res.body, url).toBe(APP_HTML)
    }
    expect((await get('/no-such-page', 'HEAD')).statusCode).toBe(404)
  })

  test('product and category pages are 404 for ids that name nothing; the others are 200', async () => {
    expect((await get(`/product/${productId}`)).statusCode).toBe(200)
    // An unavailable product still has its page (Add to Cart disabled), as its API answers.
    expect((await get(`/product/${hiddenProductId}`)).statusCode).toBe(200)
    expect((await get(`/category/${categoryId}`)).statusCode).toBe(200)
    for (const url of [
      `/product/${crypto.randomUUID()}`,
      '/product/not-a-uuid',
      `/category/${crypto.randomUUID()}`,
      '/category/fruits',
      `/category/${inactiveCategoryId}`,
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).toBe(APP_HTML)
    }
  })

  test('the API keeps its JSON 404', async () => {
    const res = await get('/api/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('NOT_FOUND')
  })

  test('robots.txt is text: public pages, search and the cart allowed, account pages and the API not, the sitemap named', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    const lines = res.body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of [
      '/api/',
      '/admin',
      '/checkout',
      '/orders',
      '/order/',
      '/profile',
      '/settings',
      '/auth',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`)
    }
    expect(lines).not.toContain('Disallow: /profile/edit')
    expect(res.body).not.toMatch(/Disallow: \/(product|category|categories|privacy|search|cart)\b/)
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })

  test('sitemap.xml lists the public pages, active categories and available products as absolute URLs', async () => {
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /)
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/categories`,
        `${PUBLIC_URL}/privacy`,
        `${PUBLIC_URL}/category/${categoryId}`,
        `${PUBLIC_URL}/product/${productId}`,
      ]),
    )
    expect(locs).not.toContain(`${PUBLIC_URL}/category/${inactiveCategoryId}`)
    expect(locs).not.toContain(`${PUBLIC_URL}/product/${hiddenProductId}`)
    expect(locs.some((l) => /\/(cart|orders|admin|search)/.test(l ?? ''))).toBe(false)
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/)
  })

  test('a catalogue too large for one file gets a sitemap index; its files hold every URL once', async () => {
    await insertProduct(t.db, { name: 'Britannia Bread' })
    await insertProduct(t.db, { name: 'Amul Cheese' })
    const index = await sitemapXml(t.db, PUBLIC_URL, 2)
    expect(index).toMatch(/<sitemapindex /)
    const files = [...index.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)\.xml<\/loc>/g)].map((m) => m[1]!)
    expect(files).toEqual(['pages', 'products-1', 'products-2'])
    const urls: string[] = []
    for (const file of files) {
      const xml = await sitemapPartXml(t.db, PUBLIC_URL, file, 2)
      urls.push(...[...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!))
    }
    expect(urls.filter((u) => u.includes('/product/'))).toHaveLength(3)
    expect(new Set(urls).size).toBe(urls.length)
    expect(await sitemapPartXml(t.db, PUBLIC_URL, 'products-3', 2)).toBeNull()
    expect((await get('/sitemaps/pages.xml')).statusCode).toBe(200)
    expect((await get('/sitemaps/products-9.xml')).statusCode).toBe(404)
    expect((await get('/sitemaps/whatever')).statusCode).toBe(404)
  })
})
