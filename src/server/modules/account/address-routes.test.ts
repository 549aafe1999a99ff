import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses, deliveryLocations } from '#server/db/schema.ts'
import { type Shopper, signInShopper } from '#server/modules/reviews/shopper-test-helpers.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { PHONE_INVALID_MESSAGE } from '#shared/phone.ts'

// Areas that deliver to the pincodes below (delivery-areas.test.ts tests the area rule itself).
const INDIRANAGAR = crypto.randomUUID()
const KORAMANGALA = crypto.randomUUID()

const home = {
  title: 'Home',
  recipientName: 'Asha Rao',
  phone: '9876543210',
  addressLine1: '12, 4th Cross, Indiranagar',
  addressLine2: 'Flat 3B',
  landmark: 'Opposite the park',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  locationId: INDIRANAGAR,
}
const office = {
  ...home,
  title: 'Office',
  addressLine1: 'Tower B, Manyata Tech Park',
  addressLine2: null,
  landmark: '',
}

describe('addresses', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await t.db.insert(deliveryLocations).values([
      {
        id: INDIRANAGAR,
        name: 'Indiranagar',
        area: 'HAL 2nd Stage',
        city: 'Bengaluru',
        deliveryTime: 15,
        pincodes: ['560038'],
      },
      {
        id: KORAMANGALA,
        name: 'Koramangala',
        area: '5th Block',
        city: 'Bengaluru',
        deliveryTime: 10,
        pincodes: ['560034'],
      },
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Shopper, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: who ? { cookie: who.cookie } : {} })
  const list = async (who: Shopper) =>
    (await call('GET', '/addresses', who)).json().items as { id: string; title: string; isDefault: boolean }[]
  const defaultsOf = async (userId: string) =>
    (await t.db.select().from(addresses).where(eq(addresses.userId, userId))).filter((a) => a.isDefault)
      .length

  it('needs sign-in for every address call (401), even with a bad body', async () => {
    const id = crypto.randomUUID()
    for (const [method, url] of [
      ['GET', '/addresses'],
      ['POST', '/addresses'],
      ['PUT', `/addresses/${id}`],
      ['DELETE', `/addresses/${id}`],
      ['POST', `/addresses/${id}/default`],
    ] as const) {
      expect(
        (await call(method, url, undefined, method === 'POST' || method === 'PUT' ? {} : undefined))
          .statusCode,
      ).toBe(401)
    }
  })

  it('makes the first address the default and lists the default first, then newest first', async () => {
    const asha = await signInShopper(t, 'asha')
    expect(await list(asha)).toEqual([])
    const first = await call('POST', '/addresses', asha, home)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ ...home, isDefault: true })
    const second = (await call('POST', '/addresses', asha, office)).json()
    // Blank optional fields are stored as empty (null).
    expect(second).toMatchObject({ title: 'Office', isDefault: false, addressLine2: null, landmark: null })
    const third = (await call('POST', '/addresses', asha, { ...home, title: 'Parents' })).json()
    expect((await list(asha)).map((a) => a.title)).toEqual(['Home', 'Parents', 'Office'])
    expect(third.isDefault).toBe(false)
    expect(await defaultsOf(asha.id)).toBe(1)
  })

  it('switches the default in one step, keeping exactly one', async () => {
    const ravi = await signInShopper(t, 'ravi')
    const a = (await call('POST', '/addresses', ravi, home)).json()
    const b = (await call('POST', '/addresses', ravi, office)).json()
    const res = await call('POST', `/addresses/${b.id}/default`, ravi)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: b.id, isDefault: true })
    expect((await list(ravi)).map((x) => [x.id, x.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
    ])
    // Setting the default again changes nothing.
    expect((await call('POST', `/addresses/${b.id}/default`, ravi)).statusCode).toBe(200)
    expect(await defaultsOf(ravi.id)).toBe(1)
  })

  it('promotes the newest remaining address when the default is deleted', async () => {
    const gita = await signInShopper(t, 'gita')
    const a = (await call('POST', '/addresses', gita, home)).json()
    await call('POST', '/addresses', gita, office)
    const c = (await call('POST', '/addresses', gita, { ...home, title: 'Parents' })).json()
    expect((await call('DELETE', `/addresses/${a.id}`, gita)).json()).toEqual({ ok: true })
    expect((await list(gita)).find((x) => x.isDefault)?.id).toBe(c.id)
    // Deleting a non-default leaves the default alone.
    const office2 = (await list(gita)).find((x) => x.title === 'Office')!
    await call('DELETE', `/addresses/${office2.id}`, gita)
    await call('DELETE', `/addresses/${c.id}`, gita)
    expect(await list(gita)).toEqual([])
    // The next one added is the default again.
    expect((await call('POST', '/addresses', gita, home)).json().isDefault).toBe(true)
  })

  it('stores the recipient phone as the 10-digit mobile number (decisions.md 19)', async () => {
    const jaya = await signInShopper(t, 'jaya')
    const a = (await call('POST', '/addresses', jaya, { ...home, phone: '+91 98300 12345' })).json()
    expect(a.phone).toBe('9830012345')
    const b = (await call('PUT', `/addresses/${a.id}`, jaya, { ...home, phone: '0 70000-00001' })).json()
    expect(b.phone).toBe('7000000001')
  })

  it('edits an address without touching its default flag', async () => {
    const hari = await signInShopper(t, 'hari')
    const a = (await call('POST', '/addresses', hari, home)).json()
    const moved = { ...home, addressLine1: '80 Feet Road', pincode: '560034', locationId: KORAMANGALA }
    const res = await call('PUT', `/addresses/${a.id}`, hari, moved)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: a.id, ...moved, isDefault: true })
  })

  it('names the field for bad input and refuses fields set elsewhere', async () => {
    const indu = await signInShopper(t, 'indu')
    const cases: [object, string, string][] = [
      [{ ...home, title: '' }, 'body.title', 'Title is required'],
      [{ ...home, title: 'x'.repeat(51) }, 'body.title', 'Title must be at most 50 characters'],
      [{ ...home, addressLine1: '   ' }, 'body.addressLine1', 'Address line 1 is required'],
      [
        { ...home, addressLine2: 'y'.repeat(201) },
        'body.addressLine2',
        'Address line 2 must be at most 200 characters',
      ],
      [{ ...home, city: '' }, 'body.city', 'City is required'],
      [{ ...home, state: 'z'.repeat(101) }, 'body.state', 'State must be at most 100 characters'],
      [{ ...home, pincode: '56003' }, 'body.pincode', 'Pincode must be 6 digits'],
      [{ ...home, pincode: '56003A' }, 'body.pincode', 'Pincode must be 6 digits'],
      [{ ...home, phone: '12345' }, 'body.phone', PHONE_INVALID_MESSAGE],
      [{ ...home, phone: '+1 98300 12345' }, 'body.phone', PHONE_INVALID_MESSAGE],
      [{ ...home, phone: '' }, 'body.phone', 'Phone number is required'],
      [{ ...home, recipientName: '' }, 'body.recipientName', 'Name is required'],
      [{ ...home, landmark: 'l'.repeat(201) }, 'body.landmark', 'Landmark must be at most 200 characters'],
    ]
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/addresses', indu, payload)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().error.fields[field]).toBe(message)
    }
    const { pincode: _p, ...withoutPincode } = home
    expect((await call('POST', '/addresses', indu, withoutPincode)).json().error.fields['body.pincode']).toBe(
      'Pincode is required',
    )
    for (const extra of [{ isDefault: true }, { userId: 'someone-else' }, { id: crypto.randomUUID() }]) {
      const res = await call('POST', '/addresses', indu, { ...home, ...extra })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields).toHaveProperty([`body.${Object.keys(extra)[0]}`])
    }
    expect(await list(indu)).toEqual([])
    expect((await call('PUT', '/addresses/not-an-id', indu, home)).json().error.fields).toHaveProperty([
      'params.id',
    ])
  })

  it("answers 404 for another user's address and changes nothing", async () => {
    const owner = await signInShopper(t, 'owner')
    const intruder = await signInShopper(t, 'intruder')
    const a = (await call('POST', '/addresses', owner, home)).json()
    const b = (await call('POST', '/addresses', owner, office)).json()
    await call('POST', '/addresses', intruder, home)

    expect(
      (await call('PUT', `/addresses/${b.id}`, intruder, { ...office, city: 'Hacked' })).statusCode,
    ).toBe(404)
    expect((await call('POST', `/addresses/${b.id}/default`, intruder)).statusCode).toBe(404)
    expect((await call('DELETE', `/addresses/${a.id}`, intruder)).statusCode).toBe(404)
    expect((await list(intruder)).map((x) => x.id)).not.toContain(a.id)

    const rows = await t.db.select().from(addresses).where(eq(addresses.userId, owner.id))
    expect(rows).toHaveLength(2)
    expect(rows.find((r) => r.id === a.id)?.isDefault).toBe(true)
    expect(rows.find((r) => r.id === b.id)?.city).toBe('Bengaluru')
    expect(await defaultsOf(intruder.id)).toBe(1)
    expect((await call('DELETE', `/addresses/${crypto.randomUUID()}`, owner)).statusCode).toBe(404)
  })

  it('keeps one default when several first addresses arrive at once', async () => {
    const jay = await signInShopper(t, 'jay')
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((title) => call('POST', '/addresses', jay, { ...home, title })),
    )
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201])
    expect(await defaultsOf(jay.id)).toBe(1)
  })
})
