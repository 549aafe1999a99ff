import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type Shopper, signIn } from '#server/modules/checkout/route-test-helpers.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { createNotification } from './notification-service.ts'

describe('notification routes', () => {
  let t: TestApp
  let asha: Shopper
  let ravi: Shopper
  beforeAll(async () => {
    t = await createTestApp()
    asha = await signIn(t, 'asha')
    ravi = await signIn(t, 'ravi')
  })
  afterAll(async () => {
    await t.close()
  })

  const notify = (who: Shopper, title: string) =>
    createNotification(t.db, {
      userId: who.id,
      type: 'order',
      text: { title, message: `${title}!` },
      link: '/orders',
      preference: null,
    }).then((n) => n!)

  it('needs sign-in (401)', async () => {
    expect((await call(t, 'GET', '/notifications')).statusCode).toBe(401)
    expect((await call(t, 'POST', '/notifications/read-all')).statusCode).toBe(401)
  })

  it('lists the shopper’s own, marks one read and then all', async () => {
    const first = await notify(asha, 'First')
    await notify(asha, 'Second')
    await notify(ravi, 'For Ravi')

    const list = (await call(t, 'GET', '/notifications', asha)).json()
    expect(list.unreadCount).toBe(2)
    expect(list.items.map((n: { title: string }) => n.title)).toEqual(['Second', 'First'])

    const read = await call(t, 'POST', `/notifications/${first.id}/read`, asha)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ id: first.id, isRead: true })
    expect((await call(t, 'GET', '/notifications', asha)).json().unreadCount).toBe(1)
    expect((await call(t, 'POST', '/notifications/read-all', asha)).json()).toEqual({ updated: 1 })
    expect((await call(t, 'GET', '/notifications', ravi)).json().unreadCount).toBe(1)
  })

  it('answers 404 for another shopper’s notification and leaves it unread', async () => {
    const hers = await notify(asha, 'Private')
    const res = await call(t, 'POST', `/notifications/${hers.id}/read`, ravi)
    expect(res.statusCode).toBe(404)
    const list = (await call(t, 'GET', '/notifications', asha)).json()
    expect(list.items.find((n: { id: string }) => n.id === hers.id).isRead).toBe(false)
  })
})
