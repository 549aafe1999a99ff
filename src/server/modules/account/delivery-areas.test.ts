import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses, deliveryLocations, orders } from '#server/db/schema.ts'
import { DEMO_LOCATIONS } from '#server/db/seed/demo-locations.ts'
import { adminCall, type Person, signInAdmin } from '#server/modules/admin/admin-test-helpers.ts'
import { createProduct, createSlot, newKey, stockOf } from '#server/modules/checkout/checkout-fixtures.ts'
import { call, type Shopper, signIn } from '#server/modules/checkout/route-test-helpers.ts'
import { MIGRATIONS_DIR } from '#server/paths.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { ErrorCode } from '#shared/errors.ts'

// Issue 9 item 8 (ADR 019): every saved address belongs to a delivery area whose pincodes include
// its own; checkout takes the area from the address and refuses addresses outside every area.
// The store here has only areas with pincode lists, as the demo store has.

const area = (name: string, pincodes: string[], deliveryTime: number, isActive = true) => ({
  id: crypto.randomUUID(),
  name,
  area: `${name} main`,
  city: 'Bengaluru',
  deliveryTime,
  isActive,
  pincodes,
})
const KORAMANGALA = area('Koramangala', ['560034', '560095'], 10)
const INDIRANAGAR = area('Indiranagar', ['560038'], 15)
const WHITEFIELD = area('Whitefield', ['560066'], 45, false)

const office = {
  title: 'Office',
  recipientName: 'Meera Iyer',
  phone: '+91 98300 12345',
  addressLine1: 'Prestige Tech Park, Outer Ring Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
  locationId: KORAMANGALA.id,
}

describe('addresses belong to delivery areas', () => {
  let t: TestApp
  let admin: Person
  let meera: Shopper
  beforeAll(async () => {
    t = await createTestApp()
    await t.db.insert(deliveryLocations).values([KORAMANGALA, INDIRANAGAR, WHITEFIELD])
    admin = await signInAdmin(t)
    meera = await signIn(t, 'meera')
  })
  afterAll(() => t?.close())

  const save = (payload: object, id?: string) =>
    call(t, id ? 'PUT' : 'POST', id ? `/addresses/${id}` : '/addresses', meera, payload)

  it('saves an address with its area and answers the area id', async () => {
    const res = await save(office)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ pincode: '560034', locationId: KORAMANGALA.id })
  })

  it('refuses a Marathahalli office (560037, in no area) with a message naming the pincode', async () => {
    const res = await save({ ...office, pincode: '560037' })
    expect(res.statusCode).toBe(400)
    const message =
      'Sorry, we do not deliver to pincode 560037 yet. Choose an address in one of our delivery areas.'
    expect(res.json().error).toMatchObject({
      code: ErrorCode.OutsideDeliveryAreas,
      message,
      fields: { 'body.pincode': message },
    })
  })

  it('refuses an Indiranagar pincode saved as Koramangala, naming the right area', async () => {
    const res = await save({ ...office, pincode: '560038' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      code: ErrorCode.AddressAreaNeeded,
      fields: {
        'body.locationId':
          'Pincode 560038 is in Indiranagar, not Koramangala. Choose Indiranagar as the delivery area.',
      },
    })
  })

  it('needs an active area: none, an inactive one or an unknown one is refused', async () => {
    const { locationId: _none, ...withoutArea } = office
    for (const payload of [
      withoutArea,
      { ...office, pincode: '560066', locationId: WHITEFIELD.id },
      { ...office, locationId: crypto.randomUUID() },
    ]) {
      const res = await save(payload)
      expect(res.statusCode).toBe(400)
      expect(Object.keys(res.json().error.fields)).toEqual([
        payload.pincode === '560066' ? 'body.pincode' : 'body.locationId',
      ])
    }
    expect((await save(withoutArea)).json().error.fields['body.locationId']).toBe(
      'Choose the delivery area of this address',
    )
  })

  it('checks an edit by the same rule', async () => {
    const saved = (await save(office)).json()
    expect((await save({ ...office, pincode: '560037' }, saved.id)).statusCode).toBe(400)
    const moved = await save({ ...office, pincode: '560038', locationId: INDIRANAGAR.id }, saved.id)
    expect(moved.statusCode).toBe(200)
    expect(moved.json().locationId).toBe(INDIRANAGAR.id)
  })

  describe('checkout takes the area from the address', () => {
    let slotId: string
    let productId: string
    beforeAll(async () => {
      slotId = await createSlot(t.db)
      productId = await createProduct(t.db, { stock: 20 })
    })

    const order = async (addressId: string, extra: object = {}) => {
      await call(t, 'PUT', `/cart/items/${productId}`, meera, { quantity: 2 })
      return call(
        t,
        'POST',
        '/orders',
        meera,
        { addressId, slotId, paymentMethod: 'cod', ...extra },
        { 'idempotency-key': newKey() },
      )
    }

    it('places the order in the address’s area without being told the area', async () => {
      const address = (await save({ ...office, pincode: '560095' })).json()
      const res = await order(address.id)
      expect(res.statusCode).toBe(201)
      expect(res.json().deliveryLocation).toMatchObject({ id: KORAMANGALA.id, name: 'Koramangala' })
    })

    it('refuses another area sent along with the address', async () => {
      const address = (await save(office)).json()
      const res = await order(address.id, { locationId: INDIRANAGAR.id })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe(ErrorCode.AddressAreaNeeded)
      expect(res.json().error.message).toContain('Koramangala')
    })

    it('refuses an address outside every area (saved before the rule) with a clear message; stock stays', async () => {
      const address = (await save(office)).json()
      await t.db
        .update(addresses)
        .set({ pincode: '560037', locationId: null })
        .where(eq(addresses.id, address.id))
      const before = await stockOf(t.db, productId)
      const res = await order(address.id)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toMatchObject({
        code: ErrorCode.OutsideDeliveryAreas,
        message:
          'Sorry, we do not deliver to pincode 560037 yet. Choose an address in one of our delivery areas.',
      })
      expect(await stockOf(t.db, productId)).toBe(before)
      expect((await call(t, 'GET', '/cart', meera)).json().items).toHaveLength(1)
    })

    it('asks for an area when the address has none, or its area no longer lists its pincode', async () => {
      const address = (await save(office)).json()
      await t.db.update(addresses).set({ locationId: null }).where(eq(addresses.id, address.id))
      const none = await order(address.id)
      expect(none.statusCode).toBe(400)
      expect(none.json().error).toMatchObject({
        code: ErrorCode.AddressAreaNeeded,
        message: 'Choose the delivery area of this address',
      })

      // Koramangala's pincode 560095 moves to Indiranagar: an address saved in Koramangala is refused.
      const moved = (await save({ ...office, pincode: '560095' })).json()
      const list = (await adminCall(t, 'GET', '/delivery-areas', admin)).json() as {
        id: string
        version: number
      }[]
      const version = (id: string) => list.find((a) => a.id === id)!.version
      expect(
        (
          await adminCall(t, 'PUT', `/delivery-areas/${KORAMANGALA.id}/pincodes`, admin, {
            version: version(KORAMANGALA.id),
            pincodes: ['560034'],
          })
        ).statusCode,
      ).toBe(200)
      await adminCall(t, 'PUT', `/delivery-areas/${INDIRANAGAR.id}/pincodes`, admin, {
        version: version(INDIRANAGAR.id),
        pincodes: ['560038', '560095'],
      })
      const res = await order(moved.id)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toBe(
        'Pincode 560095 is in Indiranagar, not Koramangala. Choose Indiranagar as the delivery area.',
      )
      expect(await t.db.select().from(orders).where(eq(orders.deliverySlotId, slotId))).toHaveLength(1)
    })
  })

  describe('the admin Delivery Areas tab edits each area’s pincodes', () => {
    const areas = async () =>
      (await adminCall(t, 'GET', '/delivery-areas', admin)).json() as {
        id: string
        pincodes: string[]
        isActive: boolean
        version: number
        addressCount: number
      }[]

    it('lists every area, inactive too, with its pincodes and saved addresses', async () => {
      const list = await areas()
      expect(list.map((a) => a.id)).toEqual([KORAMANGALA.id, INDIRANAGAR.id, WHITEFIELD.id])
      expect(list.find((a) => a.id === WHITEFIELD.id)).toMatchObject({
        isActive: false,
        pincodes: ['560066'],
      })
      expect(list.find((a) => a.id === KORAMANGALA.id)!.addressCount).toBeGreaterThan(0)
    })

    it('saves a list (sorted, no repeats), and the address book follows it at once', async () => {
      const indiranagar = (await areas()).find((a) => a.id === INDIRANAGAR.id)!
      const res = await adminCall(t, 'PUT', `/delivery-areas/${INDIRANAGAR.id}/pincodes`, admin, {
        version: indiranagar.version,
        pincodes: ['560075', '560038', '560075', '560008'],
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        pincodes: ['560008', '560038', '560075'],
        version: indiranagar.version + 1,
      })
      const saved = await save({ ...office, pincode: '560075', locationId: INDIRANAGAR.id })
      expect(saved.statusCode).toBe(201)
      // The public list carries the pincodes, so the address form checks as the server does.
      const publicList = (await call(t, 'GET', '/delivery-locations')).json() as {
        id: string
        pincodes: string[]
      }[]
      expect(publicList.find((a) => a.id === INDIRANAGAR.id)!.pincodes).toContain('560075')
      expect(publicList.map((a) => a.id)).not.toContain(WHITEFIELD.id)
    })

    it('refuses a stale form (409), a bad pincode (400), an unknown area (404) and customers (403)', async () => {
      const [first] = await areas()
      const ok = { version: first!.version, pincodes: first!.pincodes }
      const url = `/delivery-areas/${first!.id}/pincodes`
      expect((await adminCall(t, 'PUT', url, admin, ok)).statusCode).toBe(200)
      const stale = await adminCall(t, 'PUT', url, admin, ok)
      expect(stale.statusCode).toBe(409)
      expect(stale.json().error.message).toBe(
        'This delivery area changed while you were editing. Reload to see the latest.',
      )
      const bad = await adminCall(t, 'PUT', url, admin, { version: first!.version + 1, pincodes: ['56003'] })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error.fields['body.pincodes.0']).toBe('Each pincode must be 6 digits')
      const unknown = `/delivery-areas/${crypto.randomUUID()}/pincodes`
      expect((await adminCall(t, 'PUT', unknown, admin, ok)).statusCode).toBe(404)
      expect((await adminCall(t, 'GET', '/delivery-areas', meera)).statusCode).toBe(403)
    })
  })

  it('the migration gives the demo areas their pincodes and backfills saved addresses by pincode', async () => {
    const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_delivery_area_pincodes.sql'))!
    const statements = readFileSync(join(MIGRATIONS_DIR, file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n)*\s*UPDATE/.test(statement))
    expect(statements).toHaveLength(2)

    const demo = await createTestApp()
    try {
      // A store seeded before areas had pincodes, with two saved addresses.
      const ids = DEMO_LOCATIONS.map(() => crypto.randomUUID())
      await demo.db
        .insert(deliveryLocations)
        .values(DEMO_LOCATIONS.map((l, i) => ({ ...l, id: ids[i]!, pincodes: [] })))
      const someone = await signIn(demo, 'legacy')
      const legacy = { ...office, phone: '9830012345', userId: someone.id, locationId: null }
      await demo.db.insert(addresses).values([
        { ...legacy, pincode: '560102' },
        { ...legacy, title: 'Marathahalli', pincode: '560037' },
      ])
      for (const statement of statements) await demo.db.execute(sql.raw(statement))

      const stored = await demo.db.select().from(deliveryLocations)
      for (const [i, l] of DEMO_LOCATIONS.entries()) {
        expect(stored.find((s) => s.id === ids[i])!.pincodes).toEqual(l.pincodes)
      }
      const rows = await demo.db.select().from(addresses).where(eq(addresses.userId, someone.id))
      const hsr = ids[DEMO_LOCATIONS.findIndex((l) => l.name === 'HSR Layout')]
      expect(rows.find((r) => r.pincode === '560102')!.locationId).toBe(hsr)
      expect(rows.find((r) => r.pincode === '560037')!.locationId).toBeNull()
    } finally {
      await demo.close()
    }
  })
})
