import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileForm, type Person, signInAdmin } from '#server/modules/admin/admin-test-helpers.ts'
import { listen } from '#server/modules/realtime/realtime-test-client.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test-support/test-app.ts'

// Issue 10 item 9: a file past the 5 MB limit was cut at 5 MB and then taken for whole often
// enough (a 6.3 MB PNG saved 15 times in 20; a 9.5 MB JPEG refused as 'Invalid file type'), a
// race between busboy's truncation mark and the last chunk. Over a real socket (where the body
// arrives in many chunks, unlike app.inject), every such upload must be a 413 with the message.

const MB = 1024 * 1024
const PNG_HEAD = Buffer.from('89504e470d0a1a0a', 'hex')
const JPEG_HEAD = Buffer.from('ffd8ffe000104a464946', 'hex')
const big = (head: Buffer, bytes: number) => Buffer.concat([head, Buffer.alloc(bytes - head.length, 7)])

describe('uploads past the size limit', () => {
  let t: TestApp
  let admin: Person
  let base: string
  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAdmin(t)
    base = await listen(t)
  })
  afterAll(() => t?.close())

  const post = (path: string, name: string, type: string, data: Buffer) => {
    const form = fileForm(name, type, data)
    return fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...form.headers, cookie: admin.cookie, origin: TEST_ORIGIN },
      body: form.payload,
    })
  }

  it('answers 413 when the body breaks exactly at the limit (the file then ended looking whole)', async () => {
    // The first chunk holds the part's head and exactly 5 MB of file; the rest comes later.
    // busboy then marks the file truncated after its last allowed byte was already read.
    for (const path of ['/api/profile/avatar', '/api/admin/product-images']) {
      const form = fileForm('photo.png', 'image/png', big(PNG_HEAD, 6.3 * MB))
      const head = form.payload.indexOf('\r\n\r\n') + 4
      const cut = head + 5 * MB
      const body = Readable.from(
        (async function* () {
          yield form.payload.subarray(0, cut)
          await new Promise((r) => setTimeout(r, 50))
          yield form.payload.subarray(cut)
        })(),
      )
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        payload: body,
        headers: { ...form.headers, cookie: admin.cookie, origin: TEST_ORIGIN },
      })
      expect([path, res.statusCode]).toEqual([path, 413])
      expect(res.json().error.message).toBe('File size must be less than 5MB')
    }
  })

  it('answers 413 with the size message every time, for the avatar and product pictures', async () => {
    const cases = [
      ['/api/profile/avatar', 'photo.png', 'image/png', big(PNG_HEAD, 6.3 * MB)],
      ['/api/admin/product-images', 'pack.jpg', 'image/jpeg', big(JPEG_HEAD, 9.5 * MB)],
      ['/api/admin/product-images', 'pack.png', 'image/png', big(PNG_HEAD, 5 * MB + 1)],
    ] as const
    for (let round = 0; round < 5; round++) {
      for (const [path, name, type, data] of cases) {
        const res = await post(path, name, type, data)
        expect([path, data.length, res.status]).toEqual([path, data.length, 413])
        expect(await res.json()).toEqual({
          error: { code: 'PAYLOAD_TOO_LARGE', message: 'File size must be less than 5MB' },
        })
      }
    }
  })

  it('answers 400 to a form cut short or without its boundary (busboy’s errors were 500s)', async () => {
    const cases = [
      {
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        type: 'multipart/form-data; boundary=x',
      },
      {
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filena',
        type: 'multipart/form-data; boundary=x',
      },
      { payload: 'abc', type: 'multipart/form-data' },
    ]
    for (const path of ['/api/profile/avatar', '/api/admin/product-images', '/api/admin/products/import'])
      for (const c of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: path,
          payload: c.payload,
          headers: { 'content-type': c.type, cookie: admin.cookie, origin: TEST_ORIGIN },
        })
        expect([path, c.payload, res.statusCode]).toEqual([path, c.payload, 400])
        expect(res.json().error.code).toBe('BAD_REQUEST')
      }
  })
})
