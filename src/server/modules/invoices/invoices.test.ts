import { execFileSync } from 'node:child_process'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { invoices, orders, products } from '#server/db/schema.ts'
import { adminCall, type Person, storeWithPeople } from '#server/modules/admin/admin-test-helpers.ts'
import { createProduct, createUser, placeTestOrder } from '#server/modules/checkout/checkout-fixtures.ts'
import { issueInvoice } from '#server/modules/invoices/invoice-service.ts'
import { changeOrderStatus } from '#server/modules/orders/order-status-service.ts'
import type { TestApp } from '#server/test-support/test-app.ts'
import { financialYearOf, formatInvoiceNumber } from '#shared/gst.ts'
import { storeDate } from '#shared/store-clock.ts'

// GST invoices through the API (issue 14, ADR 029): settings, issue on delivery, numbering,
// the PDF's text (Debian's poppler-utils pdftotext) and the GSTR-1 export.

const GST_SETTINGS = {
  deliveryFee: 2500,
  freeDeliveryThreshold: 9900,
  legalName: 'FreshCart Retail LLP',
  gstin: '29aabcu9603r1zj',
  stateCode: '29',
  address: '12 Residency Road, Bengaluru 560025',
  fssaiLicence: '11224999000123',
  invoicePrefix: 'FC',
  deliveryGstRate: 1800,
}

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString()
const invoiceNumber = (serial: number) => formatInvoiceNumber('FC', financialYearOf(storeDate()), serial)

describe('GST invoices', () => {
  let t: TestApp
  let admin: Person
  let shopper: Person
  let stranger: Person
  let where: { locationId: string; slotId: string }
  let butter: string
  let tomato: string

  beforeAll(async () => {
    ;({
      t,
      admin,
      shoppers: [shopper, stranger],
      where,
    } = await storeWithPeople(['shopper', 'stranger']))
    butter = await createProduct(t.db, { name: 'Amul Butter', price: 5_600, stock: 1000 })
    tomato = await createProduct(t.db, { name: 'Tomato', price: 4_000, stock: 1000 })
    await t.db.update(products).set({ hsnCode: '0405', gstRate: 500 }).where(eq(products.id, butter))
    await t.db.update(products).set({ hsnCode: '0702', gstRate: 0 }).where(eq(products.id, tomato))
  })
  afterAll(() => t?.close())

  const deliver = (orderId: string) =>
    adminCall(t, 'PUT', `/orders/${orderId}/status`, admin, { status: 'delivered' })

  test('a store without GST details issues no invoice', async () => {
    const order = await placeTestOrder(t.db, where, shopper.id, [[butter, 1]])
    expect((await deliver(order.id)).json().invoiceNumber).toBeNull()
    const res = await t.app.inject({
      url: `/api/orders/${order.id}/invoice`,
      headers: { cookie: shopper.cookie },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('Invoice not found')
  })

  test('settings refuse a GSTIN with a wrong check digit or of another state, and change nothing', async () => {
    const { version } = (await adminCall(t, 'GET', '/settings', admin)).json()
    const bad = await adminCall(t, 'PUT', '/settings', admin, {
      ...GST_SETTINGS,
      gstin: '29AABCU9603R1ZK',
      version: 0,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields['body.gstin']).toMatch(/check digit/)
    const otherState = await adminCall(t, 'PUT', '/settings', admin, {
      ...GST_SETTINGS,
      stateCode: '27',
      version: 0,
    })
    expect(otherState.statusCode).toBe(400)
    expect(otherState.json().error.fields['body.stateCode']).toBe("State must be the GSTIN's state")
    const prefix = await adminCall(t, 'PUT', '/settings', admin, {
      ...GST_SETTINGS,
      invoicePrefix: 'fc/1',
      version: 0,
    })
    expect(prefix.statusCode).toBe(400)
    expect((await adminCall(t, 'GET', '/settings', admin)).json()).toMatchObject({ gstin: '', version })

    const saved = await adminCall(t, 'PUT', '/settings', admin, { ...GST_SETTINGS, version })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      gstin: '29AABCU9603R1ZJ',
      stateCode: '29',
      legalName: 'FreshCart Retail LLP',
    })
  })

  test('delivery issues an invoice within the state: CGST and SGST, the PDF shows it and stays the same file', async () => {
    // ₹56 is below the free-delivery threshold: the ₹25 fee is on the invoice too.
    const order = await placeTestOrder(t.db, where, shopper.id, [[butter, 1]])
    expect(order.invoiceNumber).toBeNull()
    const delivered = await deliver(order.id)
    expect(delivered.statusCode).toBe(200)
    expect(delivered.json().invoiceNumber).toBe(invoiceNumber(1))

    const mine = await t.app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: shopper.cookie } })
    expect(mine.json().invoiceNumber).toBe(invoiceNumber(1))
    const res = await t.app.inject({
      url: `/api/orders/${order.id}/invoice`,
      headers: { cookie: shopper.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoiceNumber(1).replaceAll('/', '-')}.pdf"`,
    )
    const text = pdfText(res.rawPayload)
    for (const expected of [
      'TAX INVOICE',
      `Invoice No.: ${invoiceNumber(1)}`,
      'FreshCart Retail LLP',
      'GSTIN: 29AABCU9603R1ZJ',
      'FSSAI Lic. No.: 11224999000123',
      'Place of Supply: 29-Karnataka',
      order.orderNumber,
      'Asha Rao',
      'Amul Butter',
      '0405',
      '996813',
      'CGST',
      'SGST',
      // ₹56 at 5 %: ₹53.33 taxable, ₹1.34 + ₹1.33 tax; ₹25 delivery at 18 %: ₹21.19.
      '53.33',
      '1.34',
      '1.33',
      '21.19',
      'Invoice total (INR)',
      '81.00',
      'Rupees Eighty-One Only',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('IGST')

    const again = await t.app.inject({
      url: `/api/orders/${order.id}/invoice`,
      headers: { cookie: shopper.cookie },
    })
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true)
    const staff = await adminCall(t, 'GET', `/orders/${order.id}/invoice`, admin)
    expect(staff.rawPayload.equals(res.rawPayload)).toBe(true)

    // Another customer's order reads as unknown; a visitor must sign in.
    const theirs = await t.app.inject({
      url: `/api/orders/${order.id}/invoice`,
      headers: { cookie: stranger.cookie },
    })
    expect(theirs.statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/orders/${order.id}/invoice` })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ url: '/api/orders/not-a-uuid/invoice', headers: { cookie: shopper.cookie } }))
        .statusCode,
    ).toBe(400)

    // Moving the order back and delivering it again keeps its one invoice.
    await adminCall(t, 'PUT', `/orders/${order.id}/status`, admin, { status: 'out_for_delivery' })
    expect((await deliver(order.id)).json().invoiceNumber).toBe(invoiceNumber(1))
  })

  test('to another state the invoice charges IGST', async () => {
    const order = await placeTestOrder(t.db, where, shopper.id, [[butter, 1]])
    await t.db
      .update(orders)
      .set({ deliveryAddress: sql`jsonb_set(${orders.deliveryAddress}, '{state}', '"Tamil Nadu"')` })
      .where(eq(orders.id, order.id))
    expect((await deliver(order.id)).json().invoiceNumber).toBe(invoiceNumber(2))
    const res = await adminCall(t, 'GET', `/orders/${order.id}/invoice`, admin)
    const text = pdfText(res.rawPayload)
    expect(text).toContain('Place of Supply: 33-Tamil Nadu')
    expect(text).toContain('IGST')
    expect(text).not.toContain('CGST')
  })

  test('50 deliveries at once take 50 consecutive numbers, none twice, none skipped', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(t.db)))
    const placed = []
    for (let i = 0; i < 50; i++) placed.push(await placeTestOrder(t.db, where, users[i % 10]!, [[tomato, 1]]))
    const extra = await placeTestOrder(t.db, where, users[0]!, [[tomato, 1]])
    // One delivery fails after taking its number and rolls back: the number goes to another.
    const results = await Promise.allSettled([
      t.db.transaction(async (tx) => {
        await issueInvoice(tx, extra.id)
        throw new Error('rolled back')
      }),
      ...placed.map((o) =>
        changeOrderStatus(t.db, { orderId: o.id, status: 'delivered', changedBy: admin.id }),
      ),
    ])
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1)
    const rows = await t.db
      .select({ serial: invoices.serial, number: invoices.invoiceNumber })
      .from(invoices)
      .orderBy(invoices.serial)
    expect(rows.map((r) => r.serial)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1))
    expect(new Set(rows.map((r) => r.number)).size).toBe(52)
  })

  test('the GSTR-1 export lists the month invoices by rate; a bad month is refused', async () => {
    const month = storeDate().slice(0, 7)
    const res = await adminCall(t, 'GET', `/invoices/gstr1?month=${month}`, admin)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = res.body.trim().split('\r\n')
    expect(lines[0]).toBe(
      'Invoice number,Invoice date,Order number,Buyer GSTIN,Place of supply,Invoice value,Rate (%),Taxable value,CGST,SGST,IGST',
    )
    const first = `${invoiceNumber(1)},${storeDate()},${lines[1]!.split(',')[2]},,29-Karnataka,81.00`
    expect(lines.slice(1, 3)).toEqual([`${first},5,53.33,1.34,1.33,0.00`, `${first},18,21.19,1.91,1.90,0.00`])
    expect(lines.filter((l) => l.startsWith(`${invoiceNumber(2)},`))).toEqual([
      expect.stringContaining(',33-Tamil Nadu,81.00,5,53.33,0.00,0.00,2.67'),
      expect.stringContaining(',33-Tamil Nadu,81.00,18,21.19,0.00,0.00,3.81'),
    ])
    const bad = await adminCall(t, 'GET', '/invoices/gstr1?month=2026-13', admin)
    expect(bad.statusCode).toBe(400)
    expect((await adminCall(t, 'GET', `/invoices/gstr1?month=${month}`, shopper)).statusCode).toBe(403)
  })
})
