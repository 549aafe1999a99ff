import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles, users } from '#server/db/schema.ts'
import { formWithFile, type Shopper, signInShopper } from '#server/modules/reviews/shopper-test-helpers.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'

const INVALID = 'Invalid file type. Please upload a JPEG, PNG, WebP, or GIF image.'

const png = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .toBuffer()

describe('avatar upload', () => {
  let t: TestApp
  let asha: Shopper
  beforeAll(async () => {
    t = await createTestApp()
    asha = await signInShopper(t, 'asha')
  })
  afterAll(async () => {
    await t.close()
  })

  const upload = (file: { payload: Buffer; headers: Record<string, string> }, who?: Shopper) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: file.payload,
      headers: { ...file.headers, ...(who ? { cookie: who.cookie } : {}) },
    })
  const fileOf = (url: string) => join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, ''))
  const profileOf = async (userId: string) => {
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, userId))
    return row
  }

  it('needs sign-in (401), before the upload is read', async () => {
    expect((await upload(formWithFile('me.png', 'image/png', await png()))).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile/avatar' })).statusCode).toBe(401)
  })

  it('accepts a real PNG, stores a 512 px WebP square and serves it with long caching', async () => {
    const res = await upload(formWithFile('me.png', 'image/png', await png()), asha)
    expect(res.statusCode).toBe(200)
    const { avatarUrl } = res.json()
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: asha.cookie } })).json()
        .avatarUrl,
    ).toBe(avatarUrl)
    const [user] = await t.db.select({ image: users.image }).from(users).where(eq(users.id, asha.id))
    expect(user?.image).toBe(avatarUrl)

    const served = await t.app.inject({ method: 'GET', url: avatarUrl })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toContain('immutable')
    const meta = await sharp(served.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512])
  })

  it('replaces the previous picture and removes its file', async () => {
    const first = (await upload(formWithFile('a.jpg', 'image/jpeg', await png()), asha)).json().avatarUrl
    const second = (await upload(formWithFile('b.png', 'image/png', await png(300, 300)), asha)).json()
      .avatarUrl
    expect(second).not.toBe(first)
    expect(existsSync(fileOf(first))).toBe(false)
    expect(existsSync(fileOf(second))).toBe(true)
    expect((await profileOf(asha.id))?.avatarPath).toBe(second.replace('/uploads/', ''))
  })

  it('refuses a text file renamed .png, whatever type the browser claims', async () => {
    const before = await profileOf(asha.id)
    const res = await upload(
      formWithFile('photo.png', 'image/png', Buffer.from('this is not a picture at all')),
      asha,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(INVALID)
    expect((await profileOf(asha.id))?.avatarUrl).toBe(before?.avatarUrl)
  })

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)])
    const res = await upload(formWithFile('huge.png', 'image/png', big), asha)
    expect(res.statusCode).toBe(413)
    expect(res.json().error.message).toBe('File size must be less than 5MB')
  })

  it('refuses a request without a file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: { file: 'nope' },
      headers: { cookie: asha.cookie },
    })
    expect(res.statusCode).toBe(400)
  })

  it('removes the avatar and its file', async () => {
    const url = (await upload(formWithFile('c.webp', 'image/webp', await png()), asha)).json().avatarUrl
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: { cookie: asha.cookie },
    })
    expect(res.json()).toEqual({ avatarUrl: null })
    expect(existsSync(fileOf(url))).toBe(false)
    expect((await profileOf(asha.id))?.avatarPath).toBeNull()
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
  })
})
