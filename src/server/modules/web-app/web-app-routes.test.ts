import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { translate } from '#server/lib/i18n.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { APP_ICONS, THEME_COLORS } from '#shared/web-app.ts'

// Issue 15: the store installs as an app. Chromium offers "Install app" only with a manifest
// that has a name, start_url, display standalone and 192 and 512 px icons it can load.

describe('web app manifest and icons', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ STORE_NAME: 'Sharma General Store' })
  })
  afterAll(async () => {
    await t?.close()
  })

  test('the manifest carries STORE_NAME, standalone display, both themes and the shortcuts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/)
    const manifest = res.json()
    expect(manifest).toMatchObject({
      name: 'Sharma General Store',
      short_name: 'Sharma',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLORS.light,
      user_preferences: { color_scheme_dark: { theme_color: THEME_COLORS.dark } },
    })
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['Cart', '/cart'],
      ['My Orders', '/orders'],
    ])
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  })

  test('the manifest speaks the page’s language: ?lang=hi gives the Hindi words', async () => {
    const hindi = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest?lang=hi' })).json()
    expect(hindi).toMatchObject({ lang: 'hi-IN', description: translate('hi', 'common.appDescription') })
    expect(hindi.shortcuts.map((s: { name: string }) => s.name)).toEqual(['कार्ट', 'मेरे ऑर्डर'])
    const other = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest?lang=xx' })).json()
    expect(other.lang).toBe('en-IN')
  })

  test('every icon the manifest and the page name is a PNG of its stated size', async () => {
    const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json()
    const named = [
      ...manifest.icons.map((i: { src: string }) => i.src),
      '/icons/apple-touch-icon.png',
    ] as string[]
    expect(new Set(named).size).toBe(APP_ICONS.length)
    for (const icon of APP_ICONS) {
      const res = await t.app.inject({ method: 'GET', url: `/icons/${icon.file}` })
      expect(res.statusCode, icon.file).toBe(200)
      expect(res.headers['content-type']).toBe('image/png')
      const meta = await sharp(res.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height], icon.file).toEqual(['png', icon.size, icon.size])
    }
  })

  test('a maskable icon fills its square (no transparent corner a launcher could crop to)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/icons/maskable-192.png' })
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true })
    expect(info.channels).toBe(4)
    expect(data[3]).toBe(255) // top-left pixel opaque
    const plain = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' })
    const corner = await sharp(plain.rawPayload).raw().toBuffer()
    expect(corner[3]).toBe(0) // the logo's own rounded corner stays transparent
  })

  test('an icon the manifest does not name is a JSON 404', async () => {
    for (const file of ['icon-999.png', '..%2Fpackage.json', 'favicon.svg']) {
      const res = await t.app.inject({ method: 'GET', url: `/icons/${file}` })
      expect(res.statusCode, file).toBe(404)
      expect(res.json().error.code).toBe('NOT_FOUND')
    }
  })
})
