import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '#server/db/database.ts'
import { users } from '#server/db/schema.ts'
import { createUser } from '#server/modules/checkout/checkout-fixtures.ts'
import { statusChangedNotice } from '#server/modules/orders/order-notices.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import {
  createNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification-service.ts'

describe('notification service', () => {
  let database: Database
  let db: Db
  beforeAll(async () => {
    database = await openTestDatabase()
    db = database.db
  })
  afterAll(async () => {
    await database.close()
  })

  const notify = (userId: string, n: number) =>
    createNotification(db, {
      userId,
      type: 'order',
      text: { title: `Title ${n}`, message: `Message ${n}` },
      link: `/order/${n}`,
      preference: null,
    }).then((created) => created!)

  it('lists the latest 10, newest first, with the unread count over all of them', async () => {
    const user = await createUser(db)
    for (let n = 1; n <= 12; n++) await notify(user, n)
    const list = await listNotifications(db, user)
    expect(list.items).toHaveLength(10)
    expect(list.items[0]).toMatchObject({ title: 'Title 12', isRead: false, readAt: null, link: '/order/12' })
    expect(list.items[9]?.title).toBe('Title 3')
    expect(list.unreadCount).toBe(12)
  })

  it('lists notices written in one transaction (one created_at) in the order they were written', async () => {
    const user = await createUser(db)
    const titles = Array.from({ length: 8 }, (_, i) => `Same moment ${i + 1}`)
    await db.transaction(async (tx) => {
      for (const title of titles)
        await createNotification(
          tx,
          { userId: user, type: 'order', text: { title, message: title }, link: null, preference: null },
          { publish: false },
        )
    })
    const list = await listNotifications(db, user)
    expect(list.items.map((n) => n.title)).toEqual([...titles].reverse())
  })

  it('marks one read (keeping the first read time) and then all', async () => {
    const user = await createUser(db)
    const first = await notify(user, 1)
    await notify(user, 2)
    await notify(user, 3)
    const read = await markNotificationRead(db, user, first.id)
    expect(read.isRead).toBe(true)
    expect(read.readAt).not.toBeNull()
    expect((await markNotificationRead(db, user, first.id)).readAt).toBe(read.readAt)
    expect((await listNotifications(db, user)).unreadCount).toBe(2)
    expect(await markAllNotificationsRead(db, user)).toEqual({ updated: 2 })
    expect(await markAllNotificationsRead(db, user)).toEqual({ updated: 0 })
    expect((await listNotifications(db, user)).unreadCount).toBe(0)
  })

  it('keeps each user’s notifications to themselves', async () => {
    const [alice, bob] = [await createUser(db), await createUser(db)]
    const mine = await notify(alice, 1)
    expect((await listNotifications(db, bob)).items).toEqual([])
    await expect(markNotificationRead(db, bob, mine.id)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Notification not found',
    })
    expect(await markAllNotificationsRead(db, bob)).toEqual({ updated: 0 })
    expect((await listNotifications(db, alice)).unreadCount).toBe(1)
  })

  it("is written in the reader's language: the account's, else English", async () => {
    const english = await createUser(db)
    const hindi = await createUser(db)
    await db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi))
    const notice = statusChangedNotice(
      '00000000-0000-4000-8000-000000000001',
      'FC-1001',
      'out_for_delivery',
      null,
    )
    const tell = (userId: string) =>
      createNotification(db, { userId, ...notice, preference: null }).then((n) => n!)
    expect(await tell(english)).toMatchObject({
      title: 'Out for Delivery',
      message: 'Your order FC-1001 is out for delivery',
    })
    expect(await tell(hindi)).toMatchObject({
      title: 'डिलीवरी के लिए निकला',
      message: 'आपका ऑर्डर FC-1001 डिलीवरी के लिए निकल चुका है',
    })
  })
})
