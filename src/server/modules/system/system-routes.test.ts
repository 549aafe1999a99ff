import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'

describe('system routes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' })
  })

  it('gives the store facts with the default delivery rule in paise', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store' })
    expect(res.json()).toEqual({
      name: 'FreshCart',
      whatsappNumber: '919876543210',
      supportEmail: 'support@freshcart.local',
      deliveryFee: 2500,
      freeDeliveryThreshold: 9900,
      // GST seller details and UPI (ADR 029, 030): unset until the admin saves them.
      legalName: '',
      gstin: '',
      stateCode: '',
      address: '',
      fssaiLicence: '',
      invoicePrefix: 'FC',
      deliveryGstRate: 1800,
      upiId: '',
      upiPayeeName: '',
      upiHoldMinutes: 15,
    })
  })

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route GET /api/nope' } })
  })

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
  })
})
